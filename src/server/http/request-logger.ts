import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './app-env';
import { redactedPath } from './redacted-path';

/**
 * One log line per request, carrying the request id that the response also returns. The path
 * has its credentials redacted (redacted-path.ts); the query is left out.
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const level = c.res.status >= 500 ? 'error' : 'info';
    // Health probes arrive every few seconds; logging them would drown everything else.
    if (level === 'info' && (c.req.path === '/healthz' || c.req.path === '/readyz')) return;
    logger[level](
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: redactedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
