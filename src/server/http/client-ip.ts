import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address, for abuse limits. Behind a trusted proxy it is the last
 * X-Forwarded-For entry (the one the proxy itself added; earlier entries are whatever the client
 * claimed). Undefined for in-process requests, which have no socket.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** What the routes that count attempts per client address need to know of the configuration. */
export interface ClientLimits {
  trustProxy: boolean;
  /** Attempts one client address may make in an hour on each public form (AUTH_LIMIT_PER_IP). */
  limitPerIp: number;
}
