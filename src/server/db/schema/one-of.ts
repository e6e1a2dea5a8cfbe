import { sql } from 'drizzle-orm';

/** `column in ('a', 'b', …)` for a CHECK constraint over one of the shared lists. */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
