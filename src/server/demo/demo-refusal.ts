import type { Config } from '../config';

/**
 * Why `npm run demo` must not run with this configuration, or undefined when it may. The demo
 * moves the service clock 30 days back and lets the engine text, call and bill: only the local
 * stand-ins (phone simulator, dev mailbox, demo billing) on the embedded database may see that.
 */
export function demoRefusal(config: Config): string | undefined {
  if (!config.localMode)
    return 'npm run demo runs in local mode only; APP_ENV=production refuses it.';
  if (config.database.kind !== 'pglite')
    return 'npm run demo writes only to the embedded database; unset DATABASE_URL (set DATA_DIR instead).';
  const real = Object.entries(config.providers)
    .filter(([, mode]) => mode === 'real')
    .map(([provider]) => provider);
  if (real.length > 0)
    return `npm run demo uses only the local stand-ins, never real ${real.join(', ')}; unset those variables.`;
  return undefined;
}
