import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';

/**
 * Which database the integration tests run on. Vitest sets TEST_DB per project: `pglite` (an
 * in-memory embedded database) always, and `postgres` as well when TEST_DATABASE_URL is set.
 */
export const testDatabaseKind: 'pglite' | 'postgres' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file. On PostgreSQL it is a new database created on
 * the TEST_DATABASE_URL server and dropped by `close()`, so nothing depends on earlier runs.
 * Under vitest both start as a copy of the migrated template its global set-up made
 * (database-templates.ts); elsewhere (benchmarks, the simulation) they are built from scratch.
 */
export async function createTestDatabase(poolSize = 4): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') {
    const handle = await openPglite(undefined, pgliteTemplate());
    await handle.migrate();
    return handle;
  }
  const scratch = await createScratchPostgres(process.env.TEST_POSTGRES_TEMPLATE);
  const handle = await openPostgres(scratch.url, poolSize);
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A fresh database that several processes open one after another (the crash test's workers):
 * `target` is what a process is given (`pglite:<dir>` or a postgres:// URL), `open()` connects
 * and migrates, `drop()` removes it all.
 */
export async function createSharedTestDatabase() {
  if (testDatabaseKind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'checkin-crash-'));
    return {
      target: `pglite:${dir}`,
      open: async (_poolSize?: number) => {
        const handle = await openPglite(dir);
        await handle.migrate();
        return handle;
      },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchPostgres();
  return {
    target: scratch.url,
    open: async (poolSize = 4) => {
      const handle = await openPostgres(scratch.url, poolSize);
      await handle.migrate();
      return handle;
    },
    drop: scratch.drop,
  };
}

let pgliteTemplateFile: Blob | undefined;

/** The migrated PGlite template's files, read once per worker; none outside vitest. */
function pgliteTemplate() {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (!file) return undefined;
  pgliteTemplateFile ??= new Blob([readFileSync(file)]);
  return pgliteTemplateFile;
}

/** A new database on the TEST_DATABASE_URL server (a copy of `template`), and how to drop it. */
async function createScratchPostgres(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) =>
    client.query(
      template ? `create database ${name} template ${template}` : `create database ${name}`,
    ),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

export async function withAdminClient<T>(url: string, action: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}
