import type { MiddlewareHandler } from 'hono';
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

/**
 * Reads the session cookie; undefined when there is no live session. One statement answers a
 * live session; better-auth's getSession answers what may need a write (live-session.ts).
 */
export async function readSession(
  auth: Auth,
  headers: Headers,
  now = new Date(),
): Promise<LiveSession | undefined> {
  const lookup = await auth.liveSession(headers, now);
  if (lookup.kind === 'none') return undefined;
  const found = lookup.kind === 'live' ? lookup.found : await auth.api.getSession({ headers });
  if (!found) return undefined;
  // better-auth renews a session that is used; this caps its whole life as well.
  const ageMs = now.getTime() - new Date(found.session.createdAt).getTime();
  if (ageMs > SESSION_ABSOLUTE_DAYS * 86_400_000) {
    await auth.api.revokeSession({ headers, body: { token: found.session.token } }).catch(() => {});
    return undefined;
  }
  return found;
}

/**
 * Every non-public API route sits behind this: no live session, 401. Handlers read the owner
 * from `c.get('signedIn')` and must scope every row they touch to `signedIn.userId`.
 */
export function requireSession(auth: Auth): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const found = await readSession(auth, c.req.raw.headers);
    if (!found) throw new AppError('unauthorized', 'Please sign in to continue.');
    c.set('signedIn', {
      userId: found.user.id,
      sessionId: found.session.id,
      email: found.user.email,
    });
    await next();
  };
}
