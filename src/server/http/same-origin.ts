import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossSiteMessage =
  'This request came from another site, so it was refused. Open the app and try again.';

/**
 * Refuses a write that a browser made on behalf of another site (cross-site request forgery).
 * The session cookie is SameSite=Lax, which already keeps it off cross-site POSTs in current
 * browsers; this check does not depend on that. A browser names the page's origin on every
 * write (`Origin`), and modern ones also say how the page relates to the target
 * (`Sec-Fetch-Site`). A write is accepted when the origin is the app's public address or the
 * address the request was made to (a proxy in front, or the dev server). Callers that send
 * neither header are not browsers acting for a visitor (scripts, tests, the providers), and they
 * cannot borrow a visitor's cookie, so they are let through to the routes' own checks.
 */
export function sameOriginWrites(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const allowed =
        origin !== undefined
          ? origin === publicOrigin || origin === new URL(c.req.url).origin
          : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
      if (!allowed) throw new AppError('forbidden', crossSiteMessage);
    }
    await next();
  });
}
