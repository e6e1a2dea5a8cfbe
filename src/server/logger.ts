import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';

export type { Logger };

/** JSON lines in production (for log shippers); readable, coloured lines everywhere else. */
export function createLogger(config: Pick<Config, 'appEnv' | 'logLevel'>): Logger {
  const options = { level: config.logLevel, base: undefined };
  if (config.appEnv === 'production') return pino(options);
  return pino(
    options,
    pretty({ colorize: process.stdout.isTTY, sync: true, ignore: 'pid,hostname' }),
  );
}
