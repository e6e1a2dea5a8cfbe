import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';

export const localHostOnlyMessage =
  'The developer tools answer only at localhost, 127.0.0.1 or [::1]. Open them at http://localhost with the port.';

// The whole Host value: one of the loopback names, then an optional port, and nothing else.
const loopbackHost = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * The dev tools have no sign-in of their own (the mailbox shows sign-in links, the clock moves
 * every check-in), so they answer only requests addressed to this machine by a loopback name.
 * A page on another site whose name an attacker rebinds to 127.0.0.1 (DNS rebinding) reaches
 * this server with its own name in the Host header, and is refused.
 */
export function localHostOnly() {
  return createMiddleware<AppEnv>(async (c, next) => {
    // In-process requests carry no Host header; the address they name stands for it.
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!loopbackHost.test(host.trim())) throw new AppError('forbidden', localHostOnlyMessage);
    await next();
  });
}
