import path from 'node:path';
import { z } from 'zod';
import { blankToUndefined } from './variables';

const postgresUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine(
      (value) => /^postgres(ql)?:\/\//.test(value),
      'must be a postgres:// or postgresql:// URL',
    )
    .optional(),
);

/** PostgreSQL at DATABASE_URL, or the embedded database in DATA_DIR when it is unset. */
export const databaseEnvironment = z.object({
  DATABASE_URL: postgresUrl,
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
});

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export function databaseOf(vars: z.output<typeof databaseEnvironment>): DatabaseConfig {
  return vars.DATABASE_URL
    ? { kind: 'postgres', url: vars.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.resolve(vars.DATA_DIR) };
}

/**
 * The embedded database is one connection inside one process: a separate web or worker process
 * could never see the same data.
 */
export function embeddedRoleProblem(database: DatabaseConfig, role: 'all' | 'web' | 'worker') {
  if (database.kind === 'pglite' && role !== 'all')
    return `ROLE: must be "all" with the embedded database; set DATABASE_URL to run "${role}" processes`;
  return undefined;
}
