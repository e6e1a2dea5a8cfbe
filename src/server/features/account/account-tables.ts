import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';

/**
 * The schema read at run time, so export and deletion cover tables added later without a
 * change here: every table with a `user_id` column belongs to accounts row by row, and a table
 * without one that points at such a table (a join table) belongs through it.
 */
export interface AccountTables {
  /** Tables with a user_id column. */
  owned: string[];
  /** Tables without user_id whose rows hang off an owned table by a one-column foreign key. */
  children: { table: string; column: string; parent: string; parentColumn: string }[];
  /** Every other table of the schema, keyed by nothing of an account. */
  others: string[];
  /**
   * Per owned table, every column that names an account (user_id, and any other foreign key
   * to users, such as a referral reward's referred account).
   */
  accountColumns: Record<string, string[]>;
}

export async function readAccountTables(db: Database): Promise<AccountTables> {
  const columns = await selectRows<{ table_name: string }>(
    db,
    sql`select distinct c.table_name from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.column_name = 'user_id'
        order by c.table_name`,
  );
  const owned = columns.map((row) => row.table_name);
  const keys = await selectRows<{
    child: string;
    column: string;
    parent: string;
    parent_column: string;
  }>(
    db,
    sql`select cl.relname as child, a.attname as column, pcl.relname as parent,
          pa.attname as parent_column
        from pg_constraint k
        join pg_class cl on cl.oid = k.conrelid
        join pg_namespace n on n.oid = cl.relnamespace
        join pg_class pcl on pcl.oid = k.confrelid
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
        join pg_attribute pa on pa.attrelid = k.confrelid and pa.attnum = k.confkey[1]
        where k.contype = 'f' and n.nspname = 'public' and array_length(k.conkey, 1) = 1
        order by cl.relname, a.attname`,
  );
  const children = keys
    .filter((key) => !owned.includes(key.child) && key.child !== 'users')
    .filter((key) => owned.includes(key.parent))
    .map((key) => ({
      table: key.child,
      column: key.column,
      parent: key.parent,
      parentColumn: key.parent_column,
    }));
  const all = await selectRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const others = all
    .map((row) => row.table_name)
    .filter(
      (name) =>
        name !== 'users' &&
        !owned.includes(name) &&
        !children.some((child) => child.table === name),
    );
  const accountColumns: Record<string, string[]> = {};
  for (const table of owned) {
    const columns = keys
      .filter((key) => key.child === table && key.parent === 'users' && key.parent_column === 'id')
      .map((key) => key.column);
    accountColumns[table] = [...new Set(['user_id', ...columns])];
  }
  return { owned, children, others, accountColumns };
}

/** A regular expression matching this exact e-mail address inside a row's text. */
export const emailPattern = (email: string) =>
  `(^|[^a-z0-9._%+-])${email.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9.-])`;

/**
 * Rows anywhere in the schema that still name a deleted account: its id anywhere, or its
 * e-mail address in a row no other account owns. The deletion confirmation e-mail is the one
 * row kept on purpose (it must be delivered after the account is gone).
 */
export async function findAccountTraces(db: Database, account: { id: string; email: string }) {
  const tables = await readAccountTables(db);
  const pattern = emailPattern(account.email);
  const traces: { table: string; row: string }[] = [];
  for (const table of [
    'users',
    ...tables.owned,
    ...tables.children.map((c) => c.table),
    ...tables.others,
  ]) {
    const owned = tables.owned.includes(table);
    const rows = await selectRows<{ row: string }>(
      db,
      sql`select t::text as row from ${sql.identifier(table)} t
          where (t::text like ${`%${account.id}%`}
             or (lower(t::text) ~ ${pattern} ${owned ? sql`and (t.user_id is null or t.user_id = ${account.id})` : sql``}))
            ${table === 'emails' ? sql`and t.kind <> 'account_deleted'` : sql``}`,
    );
    for (const { row } of rows) traces.push({ table, row });
  }
  return traces;
}
