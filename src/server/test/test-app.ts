import { createApp, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../logger';

export const silentLogger = createLogger({ appEnv: 'test', logLevel: 'silent' });

export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ APP_ENV: 'test', ...env });
}

/** The HTTP app wired to a test database, called in-process with `app.request()`. */
export function createTestApp(
  database: DatabaseHandle,
  overrides: Partial<Omit<AppDependencies, 'database'>> = {},
) {
  return createApp({ config: testConfig(), logger: silentLogger, database, ...overrides });
}
