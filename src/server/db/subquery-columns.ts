import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * The columns of `table` as a subquery of it (`select … from table … as alias`) gives them, under
 * the table's own property names: selected as a nested object, the rows come back shaped and
 * typed like the table's own (Drizzle selects a subquery object itself as one inlined column).
 */
export function subqueryColumns<T extends Table>(subquery: object, table: T) {
  return Object.fromEntries(
    Object.keys(getTableColumns(table)).map((key) => [key, Reflect.get(subquery, key)]),
  ) as T['_']['columns'];
}
