import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../shared/zod';
import { ApiError, apiRequest } from './api-client';

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

const parentList = z.object({ parents: z.array(z.object({ id: z.string() })) });

afterEach(() => vi.restoreAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('resolves with the body as its schema parsed it', async () => {
    vi.stubGlobal('fetch', reply(200, { parents: [{ id: 'p1', extra: true }] }));
    await expect(apiRequest('/api/parents', parentList)).resolves.toEqual({
      parents: [{ id: 'p1' }],
    });
  });

  it('rejects a body that breaks the contract as bad_response, naming the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', reply(200, { parents: [{ parentId: 'p1' }] }));
    const failure = await apiRequest('/api/parents', parentList).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200, code: 'bad_response' });
    expect(String((failure as ApiError).cause)).toMatch(/parents.*0.*id/s);
  });

  it("rejects an error answer with the server's code and message", async () => {
    vi.stubGlobal(
      'fetch',
      reply(409, { error: { code: 'conflict', message: 'You can add up to 4 parents.' } }),
    );
    await expect(apiRequest('/api/parents', parentList)).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'You can add up to 4 parents.',
    });
  });

  it('reads an error answer without a body as the status alone', async () => {
    vi.stubGlobal('fetch', reply(502, undefined));
    await expect(apiRequest('/api/parents', parentList)).rejects.toMatchObject({
      code: 'internal_error',
      message: 'The server answered 502.',
    });
  });
});
