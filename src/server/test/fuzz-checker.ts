import { expect } from 'vitest';
import { changedTables, watchDatabaseWrites } from './database-writes';
import type { FuzzRequest } from './fuzz-requests';
import type { TestHarness } from './test-app';

interface ErrorBody {
  error?: { code?: unknown; message?: unknown };
}

export const isErrorBody = (text: string) => {
  try {
    const { error } = JSON.parse(text) as ErrorBody;
    return typeof error?.code === 'string' && typeof error.message === 'string';
  } catch {
    return false;
  }
};

const describeRequest = (request: FuzzRequest) =>
  JSON.stringify(
    {
      ...request,
      body:
        typeof request.body === 'string'
          ? request.body.slice(0, 500)
          : request.body instanceof Uint8Array
            ? [...request.body]
            : request.body && [...request.body.entries()],
    },
    null,
    1,
  );

/**
 * Sends generated requests one by one and checks each answer. The database's write counts are
 * read after every request; a refused one must not have written a row.
 */
export async function createFuzzChecker(harness: TestHarness) {
  const writes = await watchDatabaseWrites(harness.database.db);
  let current = await writes.take();
  const counts = { sent: 0, accepted: 0, refused: 0 };
  return {
    counts,
    tables: writes.tables,
    async check(request: FuzzRequest) {
      const response = await harness.app.request(request.path, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      const text = await response.text();
      const before = current;
      current = await writes.take();
      counts.sent += 1;
      const what = `${request.method} ${request.path} answered ${response.status}: ${text.slice(0, 300)}\n${describeRequest(request)}`;
      expect(response.status, what).toBeLessThan(500);
      if (response.status < 400) {
        counts.accepted += 1;
        return;
      }
      counts.refused += 1;
      // A page people reach from an e-mail's link (confirm, unsubscribe) refuses with a page;
      // every API route refuses with the error body.
      const page =
        !request.path.startsWith('/api/') &&
        (response.headers.get('content-type') ?? '').startsWith('text/html');
      expect(page || isErrorBody(text), `not the error body: ${what}`).toBe(true);
      expect(changedTables(before, current), `a refused request changed tables: ${what}`).toEqual(
        [],
      );
    },
  };
}
