import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, type SessionUser } from '@/shared/auth';
import { emails } from '../../db/schema';
import { createAfterResponse } from '../../http/after-response';
import { cookieHeader, latestEmailedCode, postJson, signInAs } from '../../test/sign-in';
import { createTestHarness, testLogger, type TestHarness } from '../../test/test-app';

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

let counter = 0;
const newAddress = () => `hardened${counter++}@example.com`;
const post = (path: string, body: unknown, cookie?: string) =>
  postJson(harness, path, body, cookie);
const currentUser = async (cookie: string) => {
  const response = await harness.app.request('/api/session', { headers: { cookie } });
  return ((await response.json()) as { user: SessionUser | null }).user;
};
const mailCount = async () =>
  Number((await harness.database.db.select({ n: count() }).from(emails))[0]!.n);

/** An owner with a password, signed in; returns the session cookie. */
async function ownerWithPassword(address: string, password: string) {
  const cookie = await signInAs(harness, address);
  await post('/api/session/forgot-password', { email: address });
  const code = await latestEmailedCode(harness, address);
  const reset = await post('/api/session/reset-password', { code, password });
  if (reset.status !== 200) throw new Error(`reset failed: ${await reset.text()}`);
  return cookie;
}

describe('pending links', () => {
  it('a password reset ends every sign-in link and every other reset link still pending', async () => {
    const address = newAddress();
    await signInAs(harness, address);
    await post('/api/session/magic-link', { email: address });
    const signInCode = await latestEmailedCode(harness, address);
    await post('/api/session/forgot-password', { email: address });
    const otherReset = await latestEmailedCode(harness, address);
    await post('/api/session/forgot-password', { email: address });
    const usedReset = await latestEmailedCode(harness, address);

    const reset = await post('/api/session/reset-password', {
      code: usedReset,
      password: 'Quiet!Harbor42',
    });
    expect(reset.status).toBe(200);
    expect((await post('/api/session/exchange', { code: signInCode })).status).toBe(400);
    expect((await post('/api/session/reset-password/check', { code: otherReset })).status).toBe(
      400,
    );
  });

  it('"sign out everywhere" ends every session of the account and every pending link', async () => {
    const address = newAddress();
    const here = await signInAs(harness, address);
    await post('/api/session/magic-link', { email: address });
    const elsewhere = cookieHeader(
      await post('/api/session/exchange', { code: await latestEmailedCode(harness, address) }),
    );
    await post('/api/session/magic-link', { email: address });
    const pending = await latestEmailedCode(harness, address);
    const bystander = await signInAs(harness, newAddress());

    const response = await post('/api/session/sign-out-everywhere', {}, here);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/session_token=;/);
    expect(await currentUser(here)).toBeNull();
    expect(await currentUser(elsewhere)).toBeNull();
    expect((await post('/api/session/exchange', { code: pending })).status).toBe(400);
    // Another account's session is its own.
    expect(await currentUser(bystander)).not.toBeNull();
  });

  it('"sign out everywhere" needs a session', async () => {
    const response = await post('/api/session/sign-out-everywhere', {});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
});

describe('password sign-in', () => {
  it('says exactly "Email or password is incorrect." for a wrong password or an unknown address', async () => {
    const address = newAddress();
    await ownerWithPassword(address, 'Quiet!Harbor42');
    for (const body of [
      { email: address, password: 'Wrong!Harbor42' },
      { email: newAddress(), password: 'Quiet!Harbor42' },
    ]) {
      const response = await post('/api/session/password', body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'unauthorized', message: authMessages.passwordIncorrect },
      });
    }
  });

  it('wrong guesses from one client address slow that client, not the owner at their own', async () => {
    const proxied = await createTestHarness({ env: { TRUST_PROXY: 'true' } });
    try {
      const from = (ip: string, password: string) =>
        proxied.app.request('/api/session/password', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ email: 'locked@example.com', password }),
        });
      await signInAs(proxied, 'locked@example.com');
      await postJson(proxied, '/api/session/forgot-password', { email: 'locked@example.com' });
      const code = await latestEmailedCode(proxied, 'locked@example.com');
      await postJson(proxied, '/api/session/reset-password', { code, password: 'Quiet!Harbor42' });

      for (let guess = 0; guess < 10; guess += 1)
        expect((await from('203.0.113.66', `Guess-${guess}-Harbor`)).status).toBe(401);
      expect((await from('203.0.113.66', 'Quiet!Harbor42')).status).toBe(429);
      // The owner, at home, still signs in.
      expect((await from('198.51.100.60', 'Quiet!Harbor42')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('new passwords', () => {
  it('a common or breached password is refused with a clear message, and the link still works', async () => {
    const address = newAddress();
    await signInAs(harness, address);
    await post('/api/session/forgot-password', { email: address });
    const code = await latestEmailedCode(harness, address);
    for (const password of [
      'Password1!',
      'Qwerty123!',
      'Welcome1!',
      `${address.split('@')[0]}A1!`,
    ]) {
      const response = await post('/api/session/reset-password', { code, password });
      expect(response.status, password).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation_failed', message: authMessages.passwordCommon },
      });
    }
    expect((await post('/api/session/reset-password/check', { code })).status).toBe(200);
    expect(
      (await post('/api/session/reset-password', { code, password: 'Quiet!Harbor42' })).status,
    ).toBe(200);
  });
});

describe('passwords made of the account’s own words', () => {
  it('are refused: its address and its parts, its name and its profile’s name; the link still works', async () => {
    const address = 'powner@example.com';
    const cookie = await signInAs(harness, address, 'Quenby Marsh');
    const profile = await harness.app.request('/api/profile', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Thessaly',
        lastName: 'Marsh',
        email: address,
        cellPhone: '(929) 555-0177',
        city: 'Albany',
        state: 'New York',
        zipOrCounty: '12207',
      }),
    });
    expect(profile.status).toBe(200);
    await post('/api/session/forgot-password', { email: address });
    const code = await latestEmailedCode(harness, address);
    // Each would pass the common-password check for anyone else's account.
    for (const password of [
      'Powner@example1',
      'Example.com#Powner9',
      'Quenby!Marsh2',
      'Thessaly&Quenby7',
    ]) {
      const response = await post('/api/session/reset-password', { code, password });
      expect(response.status, password).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation_failed', message: authMessages.passwordCommon },
      });
    }
    expect(
      (await post('/api/session/reset-password', { code, password: 'Quiet!Harbor42' })).status,
    ).toBe(200);
  });
});

describe('sign-in e-mails', () => {
  it('go out after the answer, by the same steps for an owner and for an unknown address', async () => {
    const owner = newAddress();
    await signInAs(harness, owner);
    const stranger = newAddress();
    // An app whose after-response work waits until this test lets it run.
    const afterResponse = createAfterResponse(testLogger);
    const held: (() => void)[] = [];
    const app = harness.appWith({
      afterResponse: {
        run: (name, task) => {
          const gate = new Promise<void>((go) => held.push(go));
          afterResponse.run(name, () => gate.then(task));
        },
        idle: afterResponse.idle,
      },
    });
    const send = (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const before = await mailCount();
    const answers = [];
    for (const [path, body] of [
      ['/api/session/magic-link', (email: string) => ({ email })],
      ['/api/session/forgot-password', (email: string) => ({ email })],
      ['/api/session/sign-up', (email: string) => ({ displayName: 'Pat', email })],
    ] as const)
      for (const address of [owner, stranger]) {
        const response = await send(path, body(address));
        answers.push([path, response.status, await response.text()]);
      }
    // Every answer is given, the same for both addresses, before anything is looked up or sent.
    expect(await mailCount()).toBe(before);
    for (let index = 0; index < answers.length; index += 2)
      expect(answers[index + 1]).toEqual(answers[index]);
    expect(held).toHaveLength(6);

    for (const go of held) go();
    await afterResponse.idle();
    const kinds = async (address: string) =>
      (await harness.database.db.select().from(emails).where(eq(emails.toAddress, address)))
        .map((mail) => mail.kind)
        .sort();
    expect(await kinds(stranger)).toEqual(['no_account', 'signup_confirmation']);
    expect((await kinds(owner)).filter((kind) => kind !== 'signup_confirmation')).toEqual([
      'magic_link',
      'magic_link',
      'password_reset',
    ]);
  });
});
