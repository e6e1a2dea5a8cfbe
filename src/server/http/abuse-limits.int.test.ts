import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../test/sign-in';
import { createTestHarness, type TestHarness } from '../test/test-app';
import { guardHelpers } from './request-guards.support';

// The abuse limits: sign-in per address and per client address, and the public forms that send
// e-mail. Cross-site writes, the session cookie and request bodies: request-guards.int.test.ts.
let harness: TestHarness;

beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

const { emailCount } = guardHelpers(() => harness);

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
