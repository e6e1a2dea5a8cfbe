import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { SESSION_ABSOLUTE_DAYS, type Auth } from './auth';
import type { LiveSession } from './live-session';

export interface SignedIn {
  userId: string;
  sessionId: string;
  email: string;
}

export type SignedInEnv = AppEnv & { Variables: { signedIn: SignedIn } };

/** A live session, and the cookies to send back when better-auth renewed it on this read. */
export type ReadSession = LiveSession & { renewedCookies: string[] };

/**
 * Reads the session cookie; undefined when there is no live session. One statement answers a
 * live session; better-auth's getSession answers what may need a write (live-session.ts). A
 * session it renews (used a day or more after its last renewal) comes with the renewed cookie:
 * the caller sends it, or the browser would drop the session 14 days after sign-in however
 * often it was used.
 */
export async function readSession(
  auth: Auth,
  headers: Headers,
  now = new Date(),
): Promise<ReadSession | undefined> {
  const lookup = await auth.liveSession(headers, now);
  if (lookup.kind === 'none') return undefined;
  let found: LiveSession | null;
  let renewedCookies: string[] = [];
  if (lookup.kind === 'live') found = lookup.found;
  else {
    const answer = await auth.api.getSession({ headers, returnHeaders: true });
    found = answer.response;
    renewedCookies = answer.headers.getSetCookie();
  }
  if (!found) return undefined;
  // better-auth renews a session that is used; this caps its whole life as well.
  const ageMs = now.getTime() - new Date(found.session.createdAt).getTime();
  if (ageMs > SESSION_ABSOLUTE_DAYS * 86_400_000) {
    await auth.api.revokeSession({ headers, body: { token: found.session.token } }).catch(() => {});
    return undefined;
  }
  return { ...found, renewedCookies };
}

/** Sends a renewed session cookie with the response being built. */
export function sendRenewedCookies(c: Context, found: ReadSession | undefined) {
  for (const cookie of found?.renewedCookies ?? [])
    c.header('set-cookie', cookie, { append: true });
}

/**
 * Every non-public API route sits behind this: no live session, 401. Handlers read the owner
 * from `c.get('signedIn')` and must scope every row they touch to `signedIn.userId`.
 */
export function requireSession(auth: Auth): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const found = await readSession(auth, c.req.raw.headers);
    if (!found) throw new AppError('unauthorized', 'Please sign in to continue.');
    sendRenewedCookies(c, found);
    c.set('signedIn', {
      userId: found.user.id,
      sessionId: found.session.id,
      email: found.user.email,
    });
    await next();
  };
}
