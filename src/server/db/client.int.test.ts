import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';

// The embedded database has one in-process connection and no pool: nothing here applies to it.
// Migrating takes two connections; the test then loses each of them once.
const POOL_SIZE = 2;

describe.skipIf(testDatabaseKind !== 'postgres')(
  'the PostgreSQL pool when connections drop',
  () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase(POOL_SIZE);
    });
    afterAll(async () => {
      await database?.close();
    });

    it('gets its connection back from a transaction whose connection died as it began', async () => {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      for (let lost = 0; lost < POOL_SIZE; lost += 1) {
        // The connection dies just as the transaction takes it, before BEGIN is answered.
        pool.once('acquire', (client) => {
          (
            client as unknown as { connection: { stream: { destroy(): void } } }
          ).connection.stream.destroy();
        });
        await expect(
          database.db.transaction(async (tx) => tx.execute(sql`select 1`)),
        ).rejects.toThrow();
      }

      // Each connection must have come back to the pool (as broken, to be replaced).
      const next = database.db.execute(sql`select 1 as one`);
      const stuck = new Promise((resolve) => setTimeout(() => resolve('stuck'), 5000).unref());
      expect(await Promise.race([next.then(() => 'answered'), stuck])).toBe('answered');
    });
  },
);
