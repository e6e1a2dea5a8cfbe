import type { Config } from '../config';

/** The variables besides DATA_DIR that decide where the demo's links point and the server listens. */
const carried = ['PORT', 'PUBLIC_URL', 'HOST'] as const;

const quoted = (value: string) =>
  /^[\w./:@%+,=-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;

/**
 * What the demo tells its user when it is done: the command that serves the family it made
 * (its DATA_DIR, and the PORT, PUBLIC_URL and HOST it ran with, since its links were written
 * for them), and where those links point. `npm start` on another directory, or another port,
 * would show an empty service or break every link in the family's texts and e-mails.
 */
export function serveCommand(config: Config, env: Record<string, string | undefined>) {
  const dataDir = config.database.kind === 'pglite' ? config.database.dataDir : '';
  const settings = [
    `DATA_DIR=${quoted(dataDir)}`,
    ...carried.flatMap((name) => (env[name] ? [`${name}=${quoted(env[name])}`] : [])),
  ];
  const from = env.PUBLIC_URL ? 'PUBLIC_URL' : env.PORT ? 'PORT' : 'the default port';
  return {
    command: `${settings.join(' ')} npm start`,
    links: `${config.publicUrl} (from ${from})`,
    // The links' signatures hold only with the secret they were signed with.
    secret: env.AUTH_SECRET ? 'with the same AUTH_SECRET as now' : undefined,
  };
}
