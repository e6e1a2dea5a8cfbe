import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, type SessionUser } from '@/shared/auth';
import { selectRows } from '../../db/client';
import { emails, users, verifications } from '../../db/schema';
import { cookieHeader, latestEmailedCode, postJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

let counter = 0;
const newAddress = () => `owner${counter++}@example.com`;
const post = (path: string, body: unknown, cookie?: string) =>
  postJson(harness, path, body, cookie);
const currentUser = async (cookie: string) => {
  const response = await harness.app.request('/api/session', { headers: { cookie } });
  return ((await response.json()) as { user: SessionUser | null }).user;
};
const lastEmail = async (address: string) =>
  (
    await harness.database.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, address))
      .orderBy(desc(emails.createdAt))
  )[0];

describe('sign-up by e-mailed link', () => {
  it('e-mails a confirmation link that creates the account with its display name and signs in', async () => {
    const address = newAddress();
    const signUp = await post('/api/session/sign-up', {
      displayName: 'Jordan Lee',
      email: address,
    });
    expect(signUp.status).toBe(200);
    const email = await lastEmail(address);
    expect(email).toMatchObject({
      kind: 'signup_confirmation',
      subject: expect.stringContaining('Confirm your email'),
    });
    expect(email!.textBody).toMatch(/http:\/\/app\.test\/auth\/callback\?code=/);

    const exchange = await post('/api/session/exchange', {
      code: await latestEmailedCode(harness, address),
    });
    expect(exchange.status).toBe(200);
    const cookie = cookieHeader(exchange);
    const setCookie = exchange.headers.getSetCookie().join('\n');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(await currentUser(cookie)).toMatchObject({
      email: address,
      displayName: 'Jordan Lee',
      onboardingCompleted: false,
    });
  });

  it('a link works once', async () => {
    const address = newAddress();
    await post('/api/session/sign-up', { displayName: 'Once', email: address });
    const code = await latestEmailedCode(harness, address);
    expect((await post('/api/session/exchange', { code })).status).toBe(200);
    const again = await post('/api/session/exchange', { code });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: 'bad_request' } });
  });

  it('an expired link fails', async () => {
    const address = newAddress();
    await post('/api/session/sign-up', { displayName: 'Late', email: address });
    const code = await latestEmailedCode(harness, address);
    // Eleven minutes later: every pending link has passed its ten minutes.
    await harness.database.db.execute(
      sql`update verifications set expires_at = now() - interval '1 minute'`,
    );
    expect((await post('/api/session/exchange', { code })).status).toBe(400);
    expect(await harness.database.db.select().from(users).where(eq(users.email, address))).toEqual(
      [],
    );
  });

  it('stores links only as hashes', async () => {
    const address = newAddress();
    await post('/api/session/sign-up', { displayName: 'Hash', email: address });
    const code = await latestEmailedCode(harness, address);
    const stored = await harness.database.db.select().from(verifications);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(`${row.identifier} ${row.value}`).not.toContain(code);
  });

  it('records the referral code the account signed up through', async () => {
    const referrerCookie = await signInAs(harness, newAddress());
    const referrer = (await currentUser(referrerCookie)) as SessionUser;
    const [{ referralCode }] = (await harness.database.db
      .select({ referralCode: users.referralCode })
      .from(users)
      .where(eq(users.id, referrer.id))) as [{ referralCode: string }];
    expect(referralCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);

    const address = newAddress();
    await post('/api/session/sign-up', {
      displayName: 'Friend',
      email: address,
      ref: referralCode.toLowerCase(),
    });
    await post('/api/session/exchange', { code: await latestEmailedCode(harness, address) });
    const [friend] = await harness.database.db.select().from(users).where(eq(users.email, address));
    expect(friend?.referredByCode).toBe(referralCode);
  });

  it('refuses bad input with the specification messages and sends nothing', async () => {
    const cases: [string, unknown, string][] = [
      [
        '/api/session/sign-up',
        { displayName: '', email: 'a@b.co' },
        authMessages.displayNameRequired,
      ],
      ['/api/session/sign-up', { displayName: 'A', email: '' }, authMessages.emailRequired],
      [
        '/api/session/sign-up',
        { displayName: 'A', email: 'not-an-email' },
        authMessages.emailInvalid,
      ],
      ['/api/session/magic-link', { email: '   ' }, authMessages.emailBlank],
      ['/api/session/forgot-password', { email: '' }, authMessages.emailBlank],
    ];
    const before = (await harness.database.db.select().from(emails)).length;
    for (const [path, body, message] of cases) {
      const response = await post(path, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
    }
    expect((await harness.database.db.select().from(emails)).length).toBe(before);
  });
});

describe('sign-in by link', () => {
  it('e-mails an owner a sign-in link', async () => {
    const address = newAddress();
    await signInAs(harness, address);
    await post('/api/session/magic-link', { email: address.toUpperCase() });
    expect(await lastEmail(address)).toMatchObject({ kind: 'magic_link' });
    const exchange = await post('/api/session/exchange', {
      code: await latestEmailedCode(harness, address),
    });
    expect(exchange.status).toBe(200);
  });

  it('tells an address with no account, by e-mail, without creating one or revealing it to the page', async () => {
    const address = newAddress();
    const response = await post('/api/session/magic-link', { email: address });
    expect(await response.json()).toEqual({ ok: true });
    const email = await lastEmail(address);
    expect(email).toMatchObject({ kind: 'no_account' });
    expect(email!.textBody).toContain('http://app.test/signup');
    expect(await harness.database.db.select().from(users).where(eq(users.email, address))).toEqual(
      [],
    );
  });
});

describe('passwords', () => {
  it('answers a wrong password (or none set) with "Email or password is incorrect."', async () => {
    const address = newAddress();
    await signInAs(harness, address);
    const response = await post('/api/session/password', {
      email: address,
      password: 'Wrong1!pass',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: authMessages.passwordIncorrect },
    });
  });

  it('reset: the e-mailed code is checked without being used, sets the password once, then signs in', async () => {
    const address = newAddress();
    await signInAs(harness, address);
    await post('/api/session/forgot-password', { email: address });
    expect(await lastEmail(address)).toMatchObject({ kind: 'password_reset' });
    const code = await latestEmailedCode(harness, address);
    expect((await lastEmail(address))!.textBody).toContain(
      'http://app.test/auth/reset-password?code=',
    );

    expect((await post('/api/session/reset-password/check', { code })).status).toBe(200);
    expect((await post('/api/session/reset-password/check', { code })).status).toBe(200);
    const weak = await post('/api/session/reset-password', { code, password: 'password1' });
    expect(await weak.json()).toMatchObject({ error: { message: authMessages.passwordTooWeak } });
    const short = await post('/api/session/reset-password', { code, password: 'Ab1!' });
    expect(await short.json()).toMatchObject({ error: { message: authMessages.passwordTooShort } });

    expect(
      (await post('/api/session/reset-password', { code, password: 'N3w!password' })).status,
    ).toBe(200);
    expect(
      (await post('/api/session/reset-password', { code, password: 'An0ther!one' })).status,
    ).toBe(400);
    expect((await post('/api/session/reset-password/check', { code })).status).toBe(400);

    const signIn = await post('/api/session/password', {
      email: address,
      password: 'N3w!password',
    });
    expect(signIn.status).toBe(200);
    expect(await currentUser(cookieHeader(signIn))).toMatchObject({ email: address });
  });

  it('a forgotten-password request for an unknown address answers the same and sends nothing', async () => {
    const address = newAddress();
    const response = await post('/api/session/forgot-password', { email: address });
    expect(await response.json()).toEqual({ ok: true });
    expect(await lastEmail(address)).toBeUndefined();
  });
});

/** A signed-in owner whose session was last renewed two days ago: its next use renews it. */
const signedInRenewedTwoDaysAgo = async () => {
  const address = newAddress();
  const cookie = await signInAs(harness, address);
  const owner = sql`(select id from users where email = ${address})`;
  await harness.database.db.execute(
    sql`update sessions set expires_at = now() + interval '12 days' where user_id = ${owner}`,
  );
  return { address, cookie, owner };
};

describe('sessions', () => {
  it('each session reads only its own owner', async () => {
    const [a, b] = [newAddress(), newAddress()];
    const cookieA = await signInAs(harness, a, 'Alex');
    const cookieB = await signInAs(harness, b, 'Blair');
    expect(await currentUser(cookieA)).toMatchObject({ email: a, displayName: 'Alex' });
    expect(await currentUser(cookieB)).toMatchObject({ email: b, displayName: 'Blair' });
  });

  it('gives a new session at every sign-in', async () => {
    const address = newAddress();
    const first = await signInAs(harness, address);
    await post('/api/session/magic-link', { email: address });
    const second = cookieHeader(
      await post('/api/session/exchange', { code: await latestEmailedCode(harness, address) }),
    );
    expect(second).not.toBe(first);
  });

  it('sign-out ends the session on the server', async () => {
    const cookie = await signInAs(harness, newAddress());
    expect((await post('/api/session/sign-out', {}, cookie)).status).toBe(200);
    expect(await currentUser(cookie)).toBeNull();
  });

  it('without a session, nobody is signed in', async () => {
    const response = await harness.app.request('/api/session');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null });
  });

  it('a cookie whose signature is not ours reads nobody', async () => {
    const cookie = await signInAs(harness, newAddress());
    const [name, value] = cookie.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const [token, signature] = [
      decoded.slice(0, decoded.lastIndexOf('.')),
      decoded.slice(decoded.lastIndexOf('.') + 1),
    ];
    const otherSignature = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(
      await currentUser(`${name}=${encodeURIComponent(`${token}.${otherSignature}`)}`),
    ).toBeNull();
    expect(await currentUser(`${name}=${encodeURIComponent(token)}`)).toBeNull();
    expect(await currentUser(cookie)).not.toBeNull();
  });

  it('an expired session reads nobody and is deleted', async () => {
    const address = newAddress();
    const cookie = await signInAs(harness, address);
    const owner = sql`(select id from users where email = ${address})`;
    await harness.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${owner}`,
    );
    expect(await currentUser(cookie)).toBeNull();
    const [left] = await selectRows<{ n: number }>(
      harness.database.db,
      sql`select count(*)::int as n from sessions where user_id = ${owner}`,
    );
    expect(left!.n).toBe(0);
  });

  it('a session used a day after its last renewal is renewed for another 14 days', async () => {
    const { address, cookie, owner } = await signedInRenewedTwoDaysAgo();
    const response = await harness.app.request('/api/session', { headers: { cookie } });
    expect(((await response.json()) as { user: SessionUser }).user).toMatchObject({
      email: address,
    });
    // The browser's cookie is renewed with the row, or it would end 14 days after sign-in.
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      /session_token=[^;]+;.*Max-Age=1209600/,
    );
    const [renewed] = await selectRows<{ seconds: number }>(
      harness.database.db,
      sql`select extract(epoch from expires_at - now())::int as seconds from sessions where user_id = ${owner}`,
    );
    expect(renewed!.seconds).toBeGreaterThan(13 * 86_400);
  });

  it('any signed-in request that renews the session renews its cookie too', async () => {
    const { cookie } = await signedInRenewedTwoDaysAgo();
    const response = await harness.app.request('/api/profile', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      /session_token=[^;]+;.*Max-Age=1209600/,
    );
    // Renewed once: the next request within the day sends no cookie.
    const next = await harness.app.request('/api/profile', { headers: { cookie } });
    expect(next.headers.getSetCookie()).toEqual([]);
  });

  it('a session older than the absolute limit no longer works, even if used every day', async () => {
    const cookie = await signInAs(harness, newAddress());
    await harness.database.db.execute(
      sql`update sessions set created_at = now() - interval '61 days'`,
    );
    expect(await currentUser(cookie)).toBeNull();
  });
});

describe('abuse limits', () => {
  it('stops a sixth link to one address within the hour, with a clear message', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post('/api/session/magic-link', { email: address })).status).toBe(200);
    }
    const sixth = await post('/api/session/magic-link', { email: address });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({
      error: { code: 'rate_limited', message: authMessages.tooManyRequests },
    });
  });

  it('stops the 31st e-mail from one client address within the hour, behind a trusted proxy', async () => {
    const proxied = await createTestHarness({ env: { TRUST_PROXY: 'true' } });
    try {
      const send = (ip: string, index: number) =>
        proxied.app.request('/api/session/magic-link', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.9, ${ip}` },
          body: JSON.stringify({ email: `burst${index}@example.com` }),
        });
      for (let index = 0; index < 30; index++)
        expect((await send('198.51.100.7', index)).status).toBe(200);
      expect((await send('198.51.100.7', 30)).status).toBe(429);
      // Another client is not affected, whatever it claims in the header's first entry.
      expect((await send('198.51.100.8', 31)).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
