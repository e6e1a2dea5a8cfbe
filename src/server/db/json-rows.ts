import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { selectRows, type Database } from './client';
import { preparedStatement } from './prepared';

// The schema's property names are camelCase; the database's columns snake_case (`casing` in the
// Drizzle client).
const columnName = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The table's columns under their TypeScript names, for a statement written in SQL to return
 * rows shaped like Drizzle's (`alias.column as "property"`).
 */
export function columnsAs(table: PgTable, alias: string, keys?: readonly string[]): SQL {
  return sql.raw(
    (keys ?? Object.keys(getTableColumns(table)))
      .map((key) => `${alias}.${columnName(key)} as "${key}"`)
      .join(', '),
  );
}

/**
 * Inserts many rows in one statement whose only parameter is the rows as JSON
 * (`jsonb_to_recordset`). Drizzle builds a multi-row insert value by value, and for the sweep's
 * five hundred check-ins, their history and their texts that was nearly half of a worker's time
 * (bench:engine's CPU profile); one JSON parameter costs a `JSON.stringify`. Rows are grouped by
 * the properties they carry, so a column left out takes its default rather than a null. A row
 * whose `conflictTarget` is already taken is left out; the inserted rows come back as Drizzle
 * would give them (none with `returning: false`, only the columns named in a list).
 */
export async function insertJsonRows<
  Table extends PgTable,
  Key extends keyof Table['$inferSelect'] & string = keyof Table['$inferSelect'] & string,
>(
  db: Database,
  table: Table,
  rows: Table['$inferInsert'][],
  options: JsonInsertOptions<Table, Key> = {},
): Promise<Pick<Table['$inferSelect'], Key>[]> {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows as Record<string, unknown>[]) {
    const keys = Object.keys(row)
      .filter((key) => row[key] !== undefined)
      .sort()
      .join(',');
    const group = groups.get(keys);
    if (group) group.push(row);
    else groups.set(keys, [row]);
  }
  const inserted: Pick<Table['$inferSelect'], Key>[] = [];
  for (const [signature, group] of groups) {
    const keys = signature.split(',');
    const json = jsonOf(group, keys);
    inserted.push(
      ...(await selectRows<Pick<Table['$inferSelect'], Key>>(
        db,
        jsonInsert(table, keys, options, sql`${json}`),
      )),
    );
  }
  return inserted;
}

/**
 * `insertJsonRows` as a prepared statement (prepared.ts): built once and run by name, for rows
 * that all carry the same `keys` (a key a row leaves out is inserted as null, not its default).
 * The inbound webhook records each text with it.
 */
export function preparedJsonInsert<
  Table extends PgTable,
  Key extends keyof Table['$inferSelect'] & string = keyof Table['$inferSelect'] & string,
>(
  name: string,
  table: Table,
  keys: readonly (keyof Table['$inferInsert'] & string)[],
  options: Omit<JsonInsertOptions<Table, Key>, 'computed'> = {},
) {
  const sorted = [...keys].sort();
  const statement = preparedStatement<Pick<Table['$inferSelect'], Key>, { rows: string }>(
    name,
    () => jsonInsert(table, sorted, options, sql`${sql.placeholder('rows')}`),
  );
  return (db: Database, rows: Table['$inferInsert'][]) =>
    statement(db, { rows: jsonOf(rows as Record<string, unknown>[], sorted) });
}

interface JsonInsertOptions<Table extends PgTable, Key extends string> {
  conflictTarget?: (keyof Table['$inferSelect'] & string)[];
  /**
   * Whether the inserted rows are wanted back, or which of their columns (reading them is
   * work: an e-mail's bodies are most of a batch's bytes).
   */
  returning?: boolean | Key[];
  /**
   * Columns whose inserted value the statement works out from the row's own (`x.column`),
   * read in the same statement rather than looked up before it.
   */
  computed?: Partial<Record<keyof Table['$inferSelect'] & string, SQL>>;
}

/** The rows as the statement's one JSON value, each under its columns' names. */
function jsonOf(rows: Record<string, unknown>[], keys: readonly string[]) {
  const named = keys.map((key) => [key, columnName(key)] as const);
  return JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, name] of named) record[name] = row[key];
      return record;
    }),
  );
}

/** The insert of rows that carry `keys`, from `json` (a value or a placeholder). */
function jsonInsert<Table extends PgTable, Key extends string>(
  table: Table,
  keys: readonly string[],
  options: JsonInsertOptions<Table, Key>,
  json: SQL,
) {
  const columns = getTableColumns(table);
  for (const key of keys)
    if (!columns[key]) throw new Error(`${getTableName(table)} has no column ${key}`);
  const { returning = true } = options;
  const names = sql.raw(keys.map(columnName).join(', '));
  const computed = options.computed as Record<string, SQL> | undefined;
  const values = sql.join(
    keys.map((key) => computed?.[key] ?? sql.raw(`x.${columnName(key)}`)),
    sql`, `,
  );
  const recordType = sql.raw(
    keys.map((key) => `${columnName(key)} ${columns[key]!.getSQLType()}`).join(', '),
  );
  const conflict = options.conflictTarget
    ? sql.raw(` on conflict (${options.conflictTarget.map(columnName).join(', ')}) do nothing`)
    : sql``;
  return sql`insert into ${sql.raw(`"${getTableName(table)}"`)} as t (${names})
            select ${values} from jsonb_to_recordset(${json}::jsonb) as x(${recordType})
            ${conflict} ${returning === false ? sql`` : sql`returning ${columnsAs(table, 't', returning === true ? undefined : returning)}`}`;
}

/**
 * Updates many rows in one statement per shape, the rows as one JSON parameter, as
 * `insertJsonRows` inserts them. Each row names the values its row must still have (`match`:
 * its id, and a column a concurrent writer may have moved, such as a status) and the columns to
 * set; a row whose match no longer holds is left alone and not returned. The updated rows come
 * back as Drizzle would give them.
 */
export async function updateJsonRows<Table extends PgTable>(
  db: Database,
  table: Table,
  rows: { match: Partial<Table['$inferSelect']>; set: Partial<Table['$inferInsert']> }[],
): Promise<Table['$inferSelect'][]> {
  const columns = getTableColumns(table);
  const present = (values: Record<string, unknown>) =>
    Object.keys(values)
      .filter((key) => values[key] !== undefined)
      .sort();
  const groups = new Map<string, { match: string[]; set: string[]; rows: typeof rows }>();
  for (const row of rows) {
    const match = present(row.match as Record<string, unknown>);
    const set = present(row.set as Record<string, unknown>);
    const signature = `${match.join(',')}|${set.join(',')}`;
    const group = groups.get(signature);
    if (group) group.rows.push(row);
    else groups.set(signature, { match, set, rows: [row] });
  }
  const updated: Table['$inferSelect'][] = [];
  for (const group of groups.values()) {
    if (group.match.length === 0 || group.set.length === 0)
      throw new Error(`an update of ${getTableName(table)} needs a match and a change`);
    for (const key of [...group.match, ...group.set])
      if (!columns[key]) throw new Error(`${getTableName(table)} has no column ${key}`);
    // The record's fields: m_<column> for what must match, s_<column> for what is set.
    const field = (prefix: 'm' | 's', key: string) => `${prefix}_${columnName(key)}`;
    const recordType = sql.raw(
      [
        ...group.match.map((key) => `${field('m', key)} ${columns[key]!.getSQLType()}`),
        ...group.set.map((key) => `${field('s', key)} ${columns[key]!.getSQLType()}`),
      ].join(', '),
    );
    const assignments = sql.raw(
      group.set.map((key) => `${columnName(key)} = x.${field('s', key)}`).join(', '),
    );
    const matches = sql.raw(
      group.match.map((key) => `t.${columnName(key)} = x.${field('m', key)}`).join(' and '),
    );
    const json = JSON.stringify(
      group.rows.map((row) => {
        const record: Record<string, unknown> = {};
        for (const key of group.match)
          record[field('m', key)] = (row.match as Record<string, unknown>)[key];
        for (const key of group.set)
          record[field('s', key)] = (row.set as Record<string, unknown>)[key];
        return record;
      }),
    );
    updated.push(
      ...(await selectRows<Table['$inferSelect']>(
        db,
        sql`update ${sql.raw(`"${getTableName(table)}"`)} as t set ${assignments}
            from jsonb_to_recordset(${json}::jsonb) as x(${recordType})
            where ${matches}
            returning ${columnsAs(table, 't')}`,
      )),
    );
  }
  return updated;
}
