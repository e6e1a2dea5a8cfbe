import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCheckout, type RedirectModule } from './start-checkout';

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('startCheckout', () => {
  it('posts the plan and goes to the checkout page the server created', async () => {
    const fetchMock = reply(200, { url: 'https://checkout.example/c/1' });
    vi.stubGlobal('fetch', fetchMock);
    const redirectToCheckout = vi.fn();
    await startCheckout(async () => ({ redirectToCheckout }) as RedirectModule);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/billing/checkout',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ planId: 'monthly', mode: 'subscription' }),
      }),
    );
    expect(redirectToCheckout).toHaveBeenCalledWith('https://checkout.example/c/1');
  });

  it.each([
    [
      'no session',
      reply(401, { error: { code: 'unauthorized', message: 'Please sign in' } }),
      'No authentication token found',
    ],
    [
      'session creation failed',
      reply(503, { error: { code: 'unavailable', message: 'x' } }),
      'Failed to create checkout session',
    ],
    [
      'a reply with an error',
      reply(409, { error: { code: 'conflict', message: 'Already subscribed.' } }),
      'Error: Already subscribed.',
    ],
    ['a reply without a session', reply(200, {}), 'Unknown error occurred'],
    [
      'no connection',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
      'Failed to create checkout session',
    ],
  ])('on %s says the spec’s text and does not redirect', async (_case, fetchMock, message) => {
    vi.stubGlobal('fetch', fetchMock);
    const redirectToCheckout = vi.fn();
    await expect(
      startCheckout(async () => ({ redirectToCheckout }) as RedirectModule),
    ).rejects.toThrow(message);
    expect(redirectToCheckout).not.toHaveBeenCalled();
  });

  it('says Stripe failed to load when the checkout script cannot be loaded', async () => {
    vi.stubGlobal('fetch', reply(200, { url: 'https://checkout.example/c/2' }));
    await expect(
      startCheckout(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))),
    ).rejects.toThrow('Stripe failed to load');
  });
});
