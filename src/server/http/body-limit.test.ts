import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testLogger } from '../test/test-app';
import type { AppEnv } from './app-env';
import { bodySizeLimit } from './body-limit';
import { createErrorHandler } from './error-handler';

const app = new Hono<AppEnv>();
app.use(bodySizeLimit(1024));
app.post('/echo', async (c) => c.text(`read ${(await c.req.text()).length}`));
app.onError(createErrorHandler(testLogger));

// On a real Node server, as in production: bodies arrive with a Content-Length, or chunked.
let server: ReturnType<typeof serve>;
let url: string;
beforeAll(async () => {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/echo`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A body sent in pieces, so it goes chunked, with no length declared. */
const chunked = (text: string) =>
  new ReadableStream({
    start(controller) {
      for (let at = 0; at < text.length; at += 256)
        controller.enqueue(new TextEncoder().encode(text.slice(at, at + 256)));
      controller.close();
    },
  });

describe('the request body limit', () => {
  it('refuses a declared body over the limit with 413 and the error shape', async () => {
    const response = await fetch(url, { method: 'POST', body: 'x'.repeat(1025) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('lets a declared body within the limit through, to be read whole', async () => {
    const response = await fetch(url, { method: 'POST', body: 'x'.repeat(1024) });
    expect(await response.text()).toBe('read 1024');
  });

  it('counts a chunked body as it is read, and refuses it past the limit', async () => {
    const over = await fetch(url, {
      method: 'POST',
      body: chunked('y'.repeat(2000)),
      duplex: 'half',
    } as RequestInit);
    expect(over.status).toBe(413);
    const within = await fetch(url, {
      method: 'POST',
      body: chunked('y'.repeat(1000)),
      duplex: 'half',
    } as RequestInit);
    expect(await within.text()).toBe('read 1000');
  });
});
