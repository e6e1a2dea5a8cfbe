import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { errorBody } from './error-handler';

/**
 * Validates one part of the request with a shared schema. A failure is answered 400 with the
 * schema's own message for the first problem (the same text the form shows), and the handler
 * never runs, so nothing is changed.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'The request is not valid.';
      return c.json(errorBody('validation_failed', message), 400);
    }
  });
}
