import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, type TestHarness } from '../test/test-app';

/**
 * Routes anyone may call: health checks, provider webhooks (they carry their own signatures),
 * sign-in itself, the public site, and the local-only developer tools. Every other route the
 * app serves must answer 401 without a session; a new route is checked the day it is added,
 * and a new public one has to be named here on purpose.
 */
const publicRoutes = new Set([
  'GET /healthz',
  'GET /readyz',
  'POST /webhooks/stripe',
  'POST /webhooks/sms',
  'POST /webhooks/sms/status',
  'POST /webhooks/voice/answer',
  'POST /webhooks/voice/gather',
  'POST /webhooks/voice/status',
  'GET /api/session',
  'POST /api/session/sign-up',
  'POST /api/session/magic-link',
  'POST /api/session/exchange',
  'POST /api/session/password',
  'POST /api/session/forgot-password',
  'POST /api/session/reset-password/check',
  'POST /api/session/reset-password',
  'POST /api/session/sign-out',
  'GET /api/blog/posts',
  'GET /api/blog/posts/:slug',
  'GET /blog/rss.xml',
  'GET /api/pricing',
  'GET /api/public-config',
  'GET /api/pages/:name',
  'POST /api/waitlist',
  'POST /api/newsletter',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/unsubscribe',
]);
const isDevTool = (path: string) => path.startsWith('/api/dev/');

// A well-formed value for each path parameter, so a 401 cannot be a 400 in disguise.
const sampleParams: Record<string, string> = {
  id: '6f1c2b1e-8d4a-4c3e-9a51-2f0d3c4b5a69',
  parentId: '6f1c2b1e-8d4a-4c3e-9a51-2f0d3c4b5a69',
};

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

const signedInRoutes = () => {
  const seen = new Set<string>();
  for (const route of harness.app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    if (!publicRoutes.has(key) && !isDevTool(route.path)) seen.add(key);
  }
  return [...seen];
};

describe('every route that is not public', () => {
  it('is found in the app’s own route list', () => {
    // Guards the test itself: an empty list would pass everything below.
    expect(signedInRoutes().length).toBeGreaterThan(40);
    for (const key of publicRoutes) {
      const [method, path] = key.split(' ');
      expect(
        harness.app.routes.some((route) => route.method === method && route.path === path),
        `${key} is listed as public but the app does not serve it`,
      ).toBe(true);
    }
  });

  it('answers 401 with the error body when there is no session, for reads and writes', async () => {
    const refused: string[] = [];
    for (const key of signedInRoutes()) {
      const [method, pattern] = key.split(' ') as [string, string];
      const path = pattern.replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? 'x');
      const write = method !== 'GET';
      const response = await harness.app.request(path, {
        method,
        headers: write ? { 'content-type': 'application/json' } : {},
        body: write ? '{}' : undefined,
      });
      const body = (await response.json().catch(() => undefined)) as
        { error?: { code?: string; message?: string } } | undefined;
      if (response.status !== 401 || !body?.error?.code || !body.error.message)
        refused.push(`${key} answered ${response.status}`);
    }
    expect(refused).toEqual([]);
  });
});
