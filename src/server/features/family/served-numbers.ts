import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../http/app-error';
import { numberProblemMessage, type ServedCountry } from '@/shared/phone';

/**
 * After a route's shared schema has passed a number: refuses it unless it is in a country this
 * deployment serves (SERVED_COUNTRIES). The schema already knows the countries the service can
 * serve at all, and premium-rate, toll-free and satellite numbers; this holds the narrower list
 * a deployment may configure, which the forms cannot know.
 */
export function servedNumberOnly(
  served: readonly ServedCountry[],
  field: 'phone' | 'cellPhone',
): MiddlewareHandler {
  return async (c, next) => {
    // The validator has read and checked this body; it is parsed once and kept by the request.
    const body = (await c.req.json()) as Record<string, unknown>;
    const country = typeof body.country === 'string' ? body.country : undefined;
    const refusal = numberProblemMessage(String(body[field]), country, served);
    if (refusal) throw new AppError('validation_failed', refusal);
    await next();
  };
}
