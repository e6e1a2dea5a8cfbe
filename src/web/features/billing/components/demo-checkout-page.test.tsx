import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingStateDto, SubscriptionReadDto } from '@/shared/billing';
import { priceCatalogue } from '@/shared/pricing';
import { DemoCheckoutPage } from './demo-checkout-page';

const trialEnd = '2026-12-06T12:00:00.000Z';
const trialing: SubscriptionReadDto = {
  subscription_status: 'trialing',
  current_period_end: Date.parse(trialEnd) / 1000,
  cancel_at_period_end: false,
  provider: 'demo',
};
const state: BillingStateDto = {
  subscription: {
    status: 'trialing',
    provider: 'demo',
    trialEndsAt: trialEnd,
    currentPeriodEnd: trialEnd,
    cancelAtPeriodEnd: false,
    parentCount: 2,
    familyMemberCount: 2,
  },
  quote: {
    parents: 2,
    familyMembers: 2,
    extraParents: 0,
    extraFamilyMembers: 1,
    totalCents: 1800,
    trialDays: 14,
  },
  subscribeBlock: 'trialing',
  checkoutProvider: 'demo',
  banner: null,
};

afterEach(() => vi.unstubAllGlobals());

function renderCheckout() {
  const checkouts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown) => new Response(JSON.stringify(body));
      if (url === '/api/pricing') return json(priceCatalogue);
      if (url === '/api/billing/subscription-read') return json({ subscription: trialing });
      if (url === '/api/billing/subscription') return json(state);
      if (url === '/api/session') return json({ user: null });
      if (url === '/api/billing/demo-checkout') {
        checkouts.push(JSON.parse(String(init?.body)));
        return json({ subscription: { ...trialing, subscription_status: 'active' } });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // /success arrives when the test says: the moment between the answer and the next page, when
  // a double click's second click lands on the button again.
  let showSuccess = () => {};
  const successArrives = new Promise<void>((resolve) => {
    showSuccess = resolve;
  });
  const router = createMemoryRouter(
    [
      { path: '/checkout/demo', element: <DemoCheckoutPage /> },
      {
        path: '/success',
        lazy: async () => {
          await successArrives;
          return { element: <h1>Subscribed</h1> };
        },
      },
    ],
    { initialEntries: ['/checkout/demo'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { checkouts, router, showSuccess };
}

describe('the demo checkout', () => {
  it('sends a double click once, saying what the page showed, and goes where it leads', async () => {
    const { checkouts, router, showSuccess } = renderCheckout();
    const subscribe = await screen.findByRole('button', { name: 'Subscribe' });
    await userEvent.click(subscribe);
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/success'));
    await userEvent.click(subscribe);
    showSuccess();
    expect(await screen.findByRole('heading', { name: 'Subscribed' })).toBeVisible();
    expect(checkouts).toEqual([{ seenStatus: 'trialing' }]);
  });
});
