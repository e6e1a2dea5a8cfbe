import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { errorBody } from './error-handler';

export const nulCharacterMessage = 'Text cannot contain the NUL character (U+0000).';

/**
 * PostgreSQL cannot store U+0000 in text: a value holding it would fail as a 500 at the insert.
 * The walk keeps its own list of what is left to look at instead of calling itself, so no
 * nesting can overflow the call stack.
 */
export function holdsNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next !== null && typeof next === 'object') {
      // One by one: spreading a list of 100,000 items into push() would overflow too.
      for (const item of Object.values(next)) pending.push(item);
    }
  }
  return false;
}

/**
 * Validates one part of the request with a shared schema. A failure is answered 400 with the
 * schema's own message for the first problem (the same text the form shows), and the handler
 * never runs, so nothing is changed. Text holding a NUL character is refused the same way.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    // First, so a NUL is named as such even where a schema refuses control characters itself.
    // (`data` is the parsed value after a success, and the value as sent after a failure.)
    if (holdsNulCharacter(result.data)) {
      return c.json(errorBody('validation_failed', nulCharacterMessage), 400);
    }
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'The request is not valid.';
      return c.json(errorBody('validation_failed', message), 400);
    }
  });
}
