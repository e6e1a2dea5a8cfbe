import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/**
 * A value as the handler holds it before JSON.stringify: a Date may stand where the wire carries
 * its ISO string (the shared schemas say `string` for instants). Everything else must already
 * have the wire's shape, literal unions and nulls included.
 */
export type Serialisable<T> = T extends string
  ? string extends T
    ? string | Date
    : T
  : T extends readonly (infer Item)[]
    ? Serialisable<Item>[]
    : T extends object
      ? { [Key in keyof T]: Serialisable<T[Key]> }
      : T;

/**
 * Answers JSON typed against the route's shared response schema, the same one the web parses
 * the answer with: a body of another shape (a renamed field, a null the schema does not allow)
 * fails typecheck here instead of breaking a screen. Types only, nothing is parsed at run time;
 * the contract test (src/contract.int.test.ts) checks the real answers against the schemas.
 */
export function sendJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  body: Serialisable<z.input<Schema>>,
  status: ContentfulStatusCode = 200,
) {
  return c.json(body, status);
}
