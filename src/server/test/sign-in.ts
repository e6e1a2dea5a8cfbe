import { desc, eq } from 'drizzle-orm';
import { emails } from '../db/schema';
import type { TestHarness } from './test-app';

/** The code in the newest e-mailed link to `address` (sign-in or reset). */
export async function latestEmailedCode(harness: TestHarness, address: string) {
  const [email] = await harness.database.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, address))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  const code = email && /[?&]code=([^\s&"]+)/.exec(email.textBody)?.[1];
  if (!code) throw new Error(`no e-mailed code for ${address}`);
  return decodeURIComponent(code);
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieHeader(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A JSON request as the web app makes it: the body (if any) as JSON, the session cookie (if any). */
export function callJson(
  harness: TestHarness,
  method: string,
  path: string,
  cookie?: string,
  body?: unknown,
) {
  return harness.app.request(path, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
}

export function postJson(harness: TestHarness, path: string, body: unknown, cookie?: string) {
  return callJson(harness, 'POST', path, cookie, body);
}

/**
 * Signs an owner in the way the app does it (sign-up, e-mailed link, code exchange) and returns
 * the Cookie header of their session, for tests of routes that need a signed-in owner.
 */
export async function signInAs(harness: TestHarness, email: string, displayName = 'Test Owner') {
  const signUp = await postJson(harness, '/api/session/sign-up', { displayName, email });
  if (!signUp.ok) throw new Error(`sign-up failed: ${await signUp.text()}`);
  const code = await latestEmailedCode(harness, email);
  const exchange = await postJson(harness, '/api/session/exchange', { code });
  if (!exchange.ok) throw new Error(`exchange failed: ${await exchange.text()}`);
  return cookieHeader(exchange);
}
