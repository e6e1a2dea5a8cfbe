import { getTableColumns, type Column, type Query, type SQL, type Table } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

// The same casing as the clients (client.ts): a column written `${table.column}` in a statement's
// SQL is named as Drizzle names it everywhere else.
const dialect = new PgDialect({ casing: 'snake_case' });
const casing = new CasingCache('snake_case');

/**
 * A statement of a hot path (the inbound webhook's), turned into SQL once and run by name, in
 * whatever `db` or transaction it is given. Drizzle builds a statement's SQL anew on every run
 * (a tree walk with an `is()` check per node: a fifth of the webhook's CPU, bench:http's profile),
 * and a parameterised statement sent without a name is parsed and planned again by PostgreSQL
 * each time; named, node-postgres has each connection parse it once, and sends only its values
 * after that. Values are `sql.placeholder(name)`s in `build`, given by name when run.
 *
 * The names are per connection: one name, one text (`build` is called once). A pooler in
 * transaction mode must keep prepared statements per server connection (PgBouncer 1.21 and later,
 * `max_prepared_statements`). PGlite runs the same text, unnamed.
 *
 * Rows come back as the driver gives them to `db.execute` (timestamps as text): read a table's
 * row with `tableRowFromJson`.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(
  name: string,
  build: () => SQL,
) {
  let query: Query | undefined;
  return async (db: Database, values: Values): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build());
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}

const columnsOf = new WeakMap<Table, [name: string, key: string, column: Column][]>();

/**
 * A row of `table` that a prepared statement read as JSON (`to_json(alias)`: its columns under
 * their database names), typed and converted as Drizzle's own select gives it (a timestamp as a
 * Date). One JSON value in place of a table's columns spares the driver reading the row's
 * description column by column on every run.
 */
export function tableRowFromJson<T extends Table>(table: T, json: unknown): T['$inferSelect'] {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(
      ([key, column]) => [casing.getColumnCasing(column), key, column] as const,
    ) as [string, string, Column][];
    columnsOf.set(table, columns);
  }
  const raw = json as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [name, key, column] of columns) {
    const value = raw[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/**
 * One owner's part of a statement that several owners' reads share (the inbound router's facts:
 * one round trip for the batch where each owner's read was one). `rows` selects the part's rows;
 * its placeholders are named apart from every other part's, and `values` gives them for the
 * numbers asked about. `read` turns the rows, as JSON objects under their column names, into
 * the owner's fact by number.
 */
export interface StatementPart<Fact> {
  rows: () => SQL;
  values: (numbers: string[]) => Record<string, unknown>;
  read: (rows: Record<string, unknown>[]) => Map<string, Fact>;
}
