import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fromPglite, type ConstructorOptions } from 'pg-boss';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle, how pg-boss should reach it, and its lifecycle. */
export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Constructor options that point pg-boss at this same database. */
  bossOptions: ConstructorOptions;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * `dataDir` undefined means an in-memory database (tests); `loadDataDir`, a copy of one made
 * earlier with `dumpDataDir` (the tests' migrated template), starts it without initdb.
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const client = dataDir
    ? await PGlite.create(dataDir)
    : await PGlite.create(loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  let closed = false;
  return {
    kind: 'pglite',
    db,
    bossOptions: { db: fromPglite(client), backend: 'pglite' },
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

// Any fixed number works, as long as every process of this app uses the same one.
const MIGRATION_LOCK_ID = 7_310_442;

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection (server restart) emits here; without a listener
  // the process would crash. The pool replaces it on the next query.
  pool.on('error', () => {});
  survivesDroppedConnections(pool);
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  return {
    kind: 'postgres',
    db,
    bossOptions: { connectionString: url, max: Math.max(2, Math.floor(poolSize / 2)) },
    migrate: async () => {
      // Several web and worker processes may start at once; the advisory lock lets one of them
      // migrate while the others wait and then find nothing left to do.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(db, { migrationsFolder });
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => {});
        lockClient.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/**
 * What the pool needs to live through the server dropping its connections (a restart, a
 * failover) while clients are checked out for transactions.
 */
function survivesDroppedConnections(pool: pg.Pool) {
  // A checked-out client has no listener of the pool's, so its 'error' event would crash the
  // process. Its query fails with that error anyway, and the pool discards the broken client
  // when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  // Drizzle's transaction (drizzle-orm 0.45, node-postgres) releases its client only once BEGIN
  // succeeded: a client whose connection died just as it was handed out stayed checked out for
  // good, and after a few of those the pool had none left and every query waited forever. A
  // failed BEGIN now gives the client back, as broken.
  const guarded = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (guarded.has(client)) return;
    guarded.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      const [config] = args;
      const text = typeof config === 'string' ? config : (config as { text?: unknown })?.text;
      if (result instanceof Promise && typeof text === 'string' && /^begin\b/i.test(text)) {
        result.catch((error: Error) => client.release(error));
      }
      return result;
    }) as typeof client.query;
  });
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Raw query rows; both drivers return `{ rows }`, which Drizzle's shared type leaves unknown. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

const committedMigrationCount = readMigrationFiles({ migrationsFolder }).length;

/** True when every committed migration has been applied to this database. */
export async function migrationsApplied(db: Database): Promise<boolean> {
  try {
    const rows = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    return Number(rows[0]?.count ?? 0) >= committedMigrationCount;
  } catch {
    return false;
  }
}
