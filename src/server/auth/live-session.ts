import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

/** What a signed-in request knows of its session and its owner. */
export interface LiveSession {
  session: { id: string; token: string; createdAt: Date; expiresAt: Date };
  user: { id: string; email: string };
}

/** What the reader needs of better-auth's own setup (its context, read once). */
export interface SessionCookieRules {
  sessionCookie: string;
  dontRememberCookie: string;
  secret: string;
  /** Seconds a session lives without use, and how often its use renews it. */
  expiresIn: number;
  updateAge: number;
}

export type SessionLookup =
  /** No session: no cookie, a cookie not signed with our secret, or no such session. */
  | { kind: 'none' }
  | { kind: 'live'; found: LiveSession }
  /** Expired, due for its daily renewal, or "don't remember me": better-auth decides. */
  | { kind: 'library' };

/**
 * Reads a request's session with one prepared statement, for the requests that only need to
 * know it is live: every signed-in screen and write asks this first. It checks what
 * better-auth's getSession checks, in the same order: the cookie's HMAC-SHA256 signature with
 * the auth secret, a session row with that token and its owner, and its expiry. Whatever would
 * make better-auth write (deleting an expired session, renewing one used after a day, a
 * "don't remember me" session) is left to better-auth: the answer is then `library`, and the
 * caller asks it (decision 051).
 */
export function sessionReader(db: Database, rules: () => Promise<SessionCookieRules>) {
  const byToken = db
    .select({
      id: sessions.id,
      token: sessions.token,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('live_session_by_token');

  return async (headers: Headers, now: Date): Promise<SessionLookup> => {
    const header = headers.get('cookie');
    if (!header) return { kind: 'none' };
    const { sessionCookie, dontRememberCookie, secret, expiresIn, updateAge } = await rules();
    const cookies = parseCookies(header);
    const token = signedValue(cookies[sessionCookie], secret);
    if (token === undefined) return { kind: 'none' };
    if (cookies[dontRememberCookie] !== undefined) return { kind: 'library' };
    const [row] = await byToken.execute({ token });
    if (!row) return { kind: 'none' };
    const expiresAt = row.expiresAt.getTime();
    const renewsAt = expiresAt - expiresIn * 1000 + updateAge * 1000;
    if (expiresAt < now.getTime() || renewsAt <= now.getTime()) return { kind: 'library' };
    return {
      kind: 'live',
      found: {
        session: {
          id: row.id,
          token: row.token,
          createdAt: row.createdAt,
          expiresAt: row.expiresAt,
        },
        user: { id: row.userId, email: row.email },
      },
    };
  };
}

/**
 * The value of a cookie signed as better-auth signs it (`value.base64(HMAC-SHA256(secret,
 * value))`), or undefined when it is missing or its signature is not ours.
 */
export function signedValue(cookie: string | undefined, secret: string) {
  if (cookie === undefined) return undefined;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return undefined;
  const value = cookie.slice(0, dot);
  // Compared as text, as better-auth does: only the exact padded base64 of the HMAC passes.
  const given = Buffer.from(cookie.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
}
