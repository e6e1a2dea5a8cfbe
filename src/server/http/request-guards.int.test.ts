import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, messageTemplates } from '../db/schema';
import { latestEmailedCode, postJson, signInAs } from '../test/sign-in';
import { createTestHarness, type TestHarness } from '../test/test-app';
import { jsonTooDeepMessage } from './json-depth';
import { crossSiteMessage } from './same-origin';

let harness: TestHarness;
let owner: string;

beforeAll(async () => {
  harness = await createTestHarness();
  owner = await signInAs(harness, 'guards@example.com', 'Guarded Owner');
});
afterAll(async () => {
  await harness.close();
});

const template = { title: 'Hello', messageContent: 'Good morning!', variables: {} };
const saveTemplate = (headers: Record<string, string>, body: unknown = template) =>
  harness.app.request('/api/templates', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: owner, ...headers },
    body: JSON.stringify(body),
  });
const templateCount = async () =>
  (await harness.database.db.select({ n: count() }).from(messageTemplates))[0]!.n;
const emailCount = async () =>
  (await harness.database.db.select({ n: count() }).from(emails))[0]!.n;

describe('writes made by a browser for another site', () => {
  it('are refused with 403 and the error body, and store nothing', async () => {
    const before = await templateCount();
    for (const headers of [
      { origin: 'https://attacker.example' },
      { origin: 'null' },
      { origin: 'http://app.test.attacker.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ] as Record<string, string>[]) {
      const response = await saveTemplate(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'forbidden', message: crossSiteMessage },
      });
    }
    expect(await templateCount()).toBe(before);
  });

  it('cannot start a sign-up or send a sign-in link from another site', async () => {
    const before = await emailCount();
    const response = await harness.app.request('/api/session/magic-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://attacker.example' },
      body: JSON.stringify({ email: 'guards@example.com' }),
    });
    expect(response.status).toBe(403);
    expect(await emailCount()).toBe(before);
  });

  it('are accepted from the app’s own pages, and from callers that are not browsers', async () => {
    const before = await templateCount();
    // The app's public address, the address the request reached, and a same-origin fetch.
    expect((await saveTemplate({ origin: 'http://app.test' })).status).toBe(201);
    expect((await saveTemplate({ origin: 'http://localhost' })).status).toBe(201);
    expect((await saveTemplate({ 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await saveTemplate({})).status).toBe(201);
    expect(await templateCount()).toBe(before + 4);
  });

  it('do not apply to reads, which change nothing', async () => {
    const response = await harness.app.request('/api/templates', {
      headers: { cookie: owner, origin: 'https://attacker.example' },
    });
    expect(response.status).toBe(200);
  });
});

describe('the session cookie', () => {
  const signInCookies = async (target: TestHarness, email: string) => {
    await postJson(target, '/api/session/sign-up', { displayName: 'Cookie Owner', email });
    const exchange = await postJson(target, '/api/session/exchange', {
      code: await latestEmailedCode(target, email),
    });
    expect(exchange.status).toBe(200);
    return exchange.headers.getSetCookie();
  };

  it('is HttpOnly and SameSite=Lax, for the whole site', async () => {
    const cookies = await signInCookies(harness, 'cookie-flags@example.com');
    const session = cookies.find((cookie) => cookie.includes('session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);
  });

  it('is Secure, with the __Secure- prefix, when the app is served over HTTPS', async () => {
    const secure = await createTestHarness({ env: { PUBLIC_URL: 'https://checkin.example' } });
    try {
      const cookies = await signInCookies(secure, 'secure-cookie@example.com');
      const session = cookies.find((cookie) => cookie.includes('session_token='));
      expect(session).toMatch(/^__Secure-/);
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/;\s*HttpOnly/i);
      // And the browser's copy of it signs the owner in.
      const me = await secure.app.request('/api/session', {
        headers: { cookie: cookies.map((cookie) => cookie.split(';')[0]).join('; ') },
      });
      expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(
        'secure-cookie@example.com',
      );
    } finally {
      await secure.close();
    }
  });
});

describe('request bodies', () => {
  it('over 256 KB are refused with 413 on a signed-in write, and nothing is stored', async () => {
    const before = await templateCount();
    const response = await saveTemplate(
      {},
      { ...template, messageContent: 'x'.repeat(300 * 1024) },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(await templateCount()).toBe(before);
  });

  it('over 256 KB are refused on the provider webhooks too, before any signature work', async () => {
    const response = await harness.app.request('/webhooks/sms', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `Body=${'y'.repeat(300 * 1024)}`,
    });
    expect(response.status).toBe(413);
  });

  it('nested deeper than any form needs are a 400 with the error body, on every kind of route', async () => {
    const deepArray = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const deepObject = `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`;
    const justTooDeep = `{"email":${'['.repeat(40)}"a@example.com"${']'.repeat(40)}}`;
    for (const body of [deepArray, deepObject, justTooDeep])
      for (const [path, cookie] of [
        ['/api/newsletter', ''],
        ['/api/templates', owner],
        ['/webhooks/stripe', ''],
      ] as const) {
        const response = await harness.app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body,
        });
        expect(response.status, `${path} ${body.slice(0, 12)}`).toBe(400);
        expect(await response.json()).toEqual({
          error: { code: 'bad_request', message: jsonTooDeepMessage },
        });
      }
  });

  it('that are not JSON get a 400 with the error body', async () => {
    const broken = await harness.app.request('/api/templates', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner },
      body: '{"title": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});

describe('every sign-in route is limited per address', () => {
  const sixthIsRefused = async (path: string, body: (email: string) => unknown) => {
    const email = `limit-${path.replaceAll('/', '-')}@example.com`;
    for (let attempt = 0; attempt < 5; attempt++)
      expect(
        (await postJson(harness, path, body(email))).status,
        `${path} #${attempt + 1}`,
      ).not.toBe(429);
    const sixth = await postJson(harness, path, body(email));
    expect(sixth.status, path).toBe(429);
    expect(await sixth.json()).toMatchObject({ error: { code: 'rate_limited' } });
  };

  it('sign-up', () =>
    sixthIsRefused('/api/session/sign-up', (email) => ({ displayName: 'Limit', email })));
  it('resend of a link (a sign-up again for the same address)', async () => {
    const email = 'resend-limit@example.com';
    await postJson(harness, '/api/session/sign-up', { displayName: 'Limit', email });
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await postJson(harness, '/api/session/magic-link', { email })).status).toBe(200);
    // Sign-up and its resends share one allowance of five links an hour.
    expect((await postJson(harness, '/api/session/magic-link', { email })).status).toBe(429);
  });
  it('password reset', () =>
    sixthIsRefused('/api/session/forgot-password', (email) => ({ email })));
  it('password sign-in, after ten tries', async () => {
    const email = 'password-limit@example.com';
    for (let attempt = 0; attempt < 10; attempt++)
      expect(
        (await postJson(harness, '/api/session/password', { email, password: 'wrong-password' }))
          .status,
      ).toBe(401);
    const eleventh = await postJson(harness, '/api/session/password', {
      email,
      password: 'wrong-password',
    });
    expect(eleventh.status).toBe(429);
  });
});

describe('code guessing is limited per client address', () => {
  it('past the hourly allowance (AUTH_LIMIT_PER_IP), a link code or reset code from one address is refused', async () => {
    const proxied = await createTestHarness({
      env: { TRUST_PROXY: 'true', AUTH_LIMIT_PER_IP: '12' },
    });
    try {
      const from = (ip: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': ip });
      for (const path of ['/api/session/exchange', '/api/session/reset-password/check']) {
        const guess = (ip: string, index: number) =>
          proxied.app.request(path, {
            method: 'POST',
            headers: from(ip),
            body: JSON.stringify({ code: `guess-${index}-${'z'.repeat(24)}` }),
          });
        for (let index = 0; index < 12; index++)
          expect((await guess('198.51.100.20', index)).status, path).not.toBe(429);
        const refused = await guess('198.51.100.20', 12);
        expect(refused.status, path).toBe(429);
        expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
        expect((await guess('198.51.100.21', 13)).status, path).not.toBe(429);
      }
    } finally {
      await proxied.close();
    }
  });
});

describe('the public forms that send e-mail', () => {
  const forms: [string, (email: string) => unknown, string][] = [
    [
      '/api/session/sign-up',
      (email) => ({ displayName: 'Pat', email }),
      'Please enter a valid email',
    ],
    ['/api/session/magic-link', (email) => ({ email }), 'Please enter a valid email'],
    ['/api/session/forgot-password', (email) => ({ email }), 'Please enter a valid email'],
    ['/api/newsletter', (email) => ({ email }), 'Please enter a valid email'],
    ['/api/waitlist', (email) => ({ email }), 'Please enter a valid email'],
  ];

  it('refuse an address list or a display-name form, and send nothing to anyone', async () => {
    const before = await emailCount();
    for (const [path, body, message] of forms)
      for (const typed of [
        'n1,victim@example.com',
        'victim@example.com,',
        '"v"<victim@example.com>',
      ]) {
        const response = await postJson(harness, path, body(typed));
        expect(response.status, `${path} ${typed}`).toBe(400);
        expect(await response.json()).toEqual({
          error: { code: 'validation_failed', message },
        });
      }
    expect(await emailCount()).toBe(before);
  });

  it('count one address however it is spelled', async () => {
    // The newsletter allows three requests an hour for one address.
    for (const typed of ['twice@example.com', ' Twice@Example.com', 'TWICE@EXAMPLE.COM '])
      expect((await postJson(harness, '/api/newsletter', { email: typed })).status).toBe(200);
    expect(
      (await postJson(harness, '/api/newsletter', { email: 'twice@example.COM' })).status,
    ).toBe(429);
  });

  it('are limited per client address as well as per address (AUTH_LIMIT_PER_IP)', async () => {
    const proxied = await createTestHarness({
      env: { TRUST_PROXY: 'true', AUTH_LIMIT_PER_IP: '4' },
    });
    try {
      // A client of its own for each form: sign-up and sign-in links share one allowance.
      for (const [form, [path, body]] of forms.entries()) {
        const [client, other] = [`198.51.100.${30 + 2 * form}`, `198.51.100.${31 + 2 * form}`];
        const send = (ip: string, index: number) =>
          proxied.app.request(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify(body(`flood-${index}@example.com`)),
          });
        for (let index = 0; index < 4; index++)
          expect((await send(client, index)).status, path).toBe(200);
        const refused = await send(client, 4);
        expect(refused.status, path).toBe(429);
        expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
        expect((await send(other, 5)).status, path).toBe(200);
      }
    } finally {
      await proxied.close();
    }
  });
});
