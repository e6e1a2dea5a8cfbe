import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';

/**
 * Tables a refused request may still change: the rate-limit counters count refusals too.
 * The job queue's own schema (pg-boss) is not in `public`, so it is never watched.
 */
const changedByRefusals = new Set(['rate_limit_counters']);

/**
 * Counts every row inserted, updated or deleted (and every truncate) in the app's tables, per
 * table, with triggers added to this test database only. The counts live in a table of their
 * own, so a write that is rolled back is not counted: equal counts before and after a request
 * mean it stored nothing. Cheaper than reading every table after every request, and it sees
 * an update as well as an insert.
 */
export async function watchDatabaseWrites(db: Database) {
  const tables = (
    await selectRows<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  )
    .map((table) => table.name)
    .filter((name) => !changedByRefusals.has(name));
  if (tables.length === 0) throw new Error('no tables to watch');
  await db.execute(sql`create schema write_watch`);
  await db.execute(
    sql`create table write_watch.writes (table_name text primary key, count bigint not null)`,
  );
  await db.execute(
    sql.raw(`create function write_watch.count_write() returns trigger language plpgsql as $$
      begin
        insert into write_watch.writes values (tg_table_name, 1)
          on conflict (table_name) do update set count = write_watch.writes.count + 1;
        return null;
      end $$`),
  );
  for (const name of tables) {
    const table = sql.identifier(name);
    await db.execute(sql`create trigger write_watch after insert or update or delete on ${table}
      for each row execute function write_watch.count_write()`);
    await db.execute(sql`create trigger write_watch_truncate after truncate on ${table}
      for each statement execute function write_watch.count_write()`);
  }
  return {
    tables,
    /** Table name to the number of rows written so far. */
    async take(): Promise<Record<string, string>> {
      const rows = await selectRows<{ table_name: string; count: string | number }>(
        db,
        sql`select table_name, count from write_watch.writes`,
      );
      return Object.fromEntries(rows.map((row) => [row.table_name, String(row.count)]));
    },
  };
}

/** The tables written between two counts, for a failure message that names them. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
