import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmailedCode, postJson, signInAs } from '../test/sign-in';
import { createTestHarness, type TestHarness } from '../test/test-app';
import { jsonTooDeepMessage } from './json-depth';
import { guardHelpers } from './request-guards.support';
import { crossSiteMessage } from './same-origin';

// Cross-site writes, the session cookie and request bodies; the limits on sign-in and on the
// public forms: abuse-limits.int.test.ts.
let harness: TestHarness;
let owner: string;

beforeAll(async () => {
  harness = await createTestHarness();
  owner = await signInAs(harness, 'guards@example.com', 'Guarded Owner');
});
afterAll(async () => {
  await harness.close();
});

const { template, saveTemplate, templateCount, emailCount } = guardHelpers(
  () => harness,
  () => owner,
);

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
