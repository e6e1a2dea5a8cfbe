import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';

/**
 * Deeper than any body the app or its providers send (a Stripe event is about eight levels).
 * Code that walks a parsed body (the NUL check, zod, logging, JSON columns) can then never be
 * taken down by nesting alone.
 */
export const MAX_JSON_DEPTH = 32;

export const jsonTooDeepMessage = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

// What Hono's JSON validator reads as JSON: application/json and the +json types.
const jsonType = /^application\/([a-z-.]+\+)?json(\s*;|$)/i;

/**
 * How deeply `text` nests arrays and objects, counted on the raw text in one loop, before
 * anything parses it. Brackets inside strings do not count. Stops counting past `limit`.
 */
export function jsonDepthExceeds(text: string, limit: number) {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index++;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === '[' || character === '{') {
      if (++depth > limit) return true;
    } else if (character === ']' || character === '}') depth--;
  }
  return false;
}

/**
 * Refuses, with a 400, a JSON body nested deeper than MAX_JSON_DEPTH, on every route. The body is
 * read once here (after the size limit) and Hono keeps it for the route's own reading.
 */
export function jsonDepthLimit() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (jsonType.test(c.req.header('content-type') ?? '')) {
      const text = await c.req.text();
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH))
        throw new AppError('bad_request', jsonTooDeepMessage);
    }
    await next();
  });
}
