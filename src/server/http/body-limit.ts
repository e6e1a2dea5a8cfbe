import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error';

/**
 * Refuses a request body over `maxSize` bytes with 413. A body whose length is declared
 * (Content-Length, not chunked) is judged by the header alone, as Hono's `bodyLimit` judges it;
 * but Hono's asks for the body stream first, and on Node that makes @hono/node-server build a
 * whole web Request and stream for every write, then read the body through them instead of
 * straight from the socket (a sixth of the SMS webhook's CPU in bench:http's profile). A body of
 * undeclared length is counted as it is read, by Hono's.
 */
export function bodySizeLimit(maxSize: number): MiddlewareHandler {
  const tooLarge = () => {
    throw new AppError('payload_too_large', 'The request body is too large.');
  };
  const counted = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length, 10) > maxSize) tooLarge();
      await next();
      return;
    }
    return counted(c, next);
  };
}
