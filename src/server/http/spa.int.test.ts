import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePaths } from '@/shared/page-paths';
import { createTestHarness, type TestHarness } from '../test/test-app';

// The built app as far as these tests need it: index.html, whose router shows each page (and
// the not-found page) in the browser. Without the server renderer every page is this file.
const indexHtml = '<!doctype html><html><head><title>App</title></head><body></body></html>';

let harness: TestHarness;
let webRoot: string;
let app: ReturnType<TestHarness['appWith']>;
beforeAll(async () => {
  harness = await createTestHarness();
  webRoot = mkdtempSync(path.join(tmpdir(), 'spa-'));
  writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
  app = harness.appWith({ webRoot });
});
afterAll(async () => {
  await harness.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** An address of each page: its parameters filled with values that name something. */
const addressOf = (page: string) =>
  page.replace(':slug', 'holiday-connection').replace(':token', 'a-signed.token');

describe('the web app’s pages and unknown addresses', () => {
  it('answers every page of the app with 200', async () => {
    for (const page of pagePaths) {
      const response = await app.request(addressOf(page));
      expect(response.status, page).toBe(200);
      // A post's address carries the post's title instead of the app's.
      expect(await response.text(), page).toContain('<body></body>');
    }
  });

  it('matches a page as the router does: any letter case, a trailing slash', async () => {
    for (const address of ['/Dashboard', '/dashboard/', '/blog/', '/auth/callback?code=abc']) {
      expect((await app.request(address)).status, address).toBe(200);
    }
  });

  it('answers an address no page answers to with 404 and the page that says so', async () => {
    for (const address of [
      '/no/such/page',
      '/dashboards',
      '/dashboard/history/old',
      '/blog/holiday-connection/comments',
      '/signup/extra?ref=ABCD2345',
    ]) {
      const response = await app.request(address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get('content-type'), address).toContain('text/html');
      expect(await response.text(), address).toContain('<title>App</title>');
    }
  });

  it('answers the local tools’ pages with 404 where the tools are off (production)', async () => {
    const production = harness.appWith({
      webRoot,
      config: { ...harness.config, localMode: false },
    });
    for (const address of ['/dev', '/dev/phone', '/dev/mailbox', '/Dev/Weather/']) {
      expect((await production.request(address)).status, address).toBe(404);
      expect((await app.request(address)).status, address).toBe(200);
    }
    expect((await production.request('/dashboard')).status).toBe(200);
    expect((await production.request('/developers')).status).toBe(404);
  });

  it('answers a blog post that does not exist with 404, and one that does with 200', async () => {
    expect((await app.request('/blog/no-such-post')).status).toBe(404);
    expect((await app.request('/blog/%E0%A4%A')).status).toBe(404);
    expect((await app.request('/blog/holiday-connection')).status).toBe(200);
  });

  it('lets no browser keep the sign-in pages, so Back to one once signed in asks again', async () => {
    for (const address of ['/login', '/signup', '/signup/']) {
      expect((await app.request(address)).headers.get('cache-control'), address).toBe('no-store');
    }
    expect((await app.request('/blog')).headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves the API, files and health checks to their own answers', async () => {
    const api = await app.request('/api/no-such-route');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await app.request('/missing-file.png')).status).toBe(404);
    expect((await app.request('/healthz')).status).toBe(200);
  });
});
