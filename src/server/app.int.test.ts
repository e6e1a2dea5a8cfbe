import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, productionEnv, testConfig, type TestHarness } from './test/test-app';

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

describe('health endpoints', () => {
  it('answers /healthz while the process is alive', async () => {
    const response = await harness.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('reports ready when the database is reachable, migrated and the worker runs', async () => {
    const app = harness.appWith({ worker: { isWorking: () => true } });
    const response = await app.request('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', worker: 'ok' },
    });
  });

  it('reports not ready when the worker of this role has stopped', async () => {
    const app = harness.appWith({ worker: { isWorking: () => false } });
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ checks: { worker: 'failing' } });
  });

  it('reports not ready while shutting down, so load balancers drain the process', async () => {
    const app = harness.appWith({ isShuttingDown: () => true });
    expect((await app.request('/readyz')).status).toBe(503);
  });

  it('does not require a worker in a web-only process', async () => {
    const response = await harness.app.request('/readyz');
    expect(await response.json()).toMatchObject({
      status: 'ready',
      checks: { worker: 'not in this role' },
    });
  });
});

describe('every response', () => {
  it('carries a request id and the security headers', async () => {
    const response = await harness.app.request('/healthz');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS in production', async () => {
    const production = testConfig(productionEnv);
    const response = await harness.appWith({ config: production }).request('/healthz');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('answers an unknown API route with the error shape, not the web app', async () => {
    const response = await harness.app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No API route matches GET /api/nothing-here.' },
    });
  });

  it('refuses an oversized body with 413 and the error shape', async () => {
    const response = await harness.app.request('/api/anything', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(300 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});
