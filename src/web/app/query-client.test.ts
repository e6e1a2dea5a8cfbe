import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '../lib/session';
import { ApiError } from '../lib/api-client';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('forgets the signed-in owner as soon as any request is answered 401', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, { id: 'u1' });
    await client
      .fetchQuery({
        queryKey: ['parents'],
        queryFn: () =>
          Promise.reject(new ApiError(401, 'unauthorized', 'Please sign in to continue.')),
        retry: false,
      })
      .catch(() => {});
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('keeps the owner on other failures', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, { id: 'u1' });
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new ApiError(500, 'internal_error', 'x')),
        retry: false,
      })
      .catch(() => {});
    expect(client.getQueryData(sessionQueryKey)).toEqual({ id: 'u1' });
  });
});
