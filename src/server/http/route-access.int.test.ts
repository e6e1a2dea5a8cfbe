import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, type TestHarness } from '../test/test-app';
import {
  errorOf,
  matrix,
  publicRoutes,
  sampleParams,
  signedInRoutes as signedInRoutesOf,
} from './route-access.support';

// The authorization matrix (route-access.support.ts), without a session. With another account's
// rows: route-ownership.int.test.ts.
let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

const signedInRoutes = () => signedInRoutesOf(harness);

describe('every route that is not public', () => {
  it('is found in the app’s own route list, and has an entry in the matrix', () => {
    // Guards the test itself: an empty list would pass everything below.
    expect(signedInRoutes().length).toBeGreaterThan(40);
    for (const key of publicRoutes) {
      const [method, path] = key.split(' ');
      expect(
        harness.app.routes.some((route) => route.method === method && route.path === path),
        `${key} is listed as public but the app does not serve it`,
      ).toBe(true);
    }
    expect(signedInRoutes().filter((key) => !(key in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !signedInRoutes().includes(key))).toEqual([]);
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
      const error = await errorOf(response);
      if (response.status !== 401 || !error?.code || !error.message)
        refused.push(`${key} answered ${response.status}`);
    }
    expect(refused).toEqual([]);
  });
});
