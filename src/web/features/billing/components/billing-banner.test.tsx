import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingStateDto } from '@/shared/billing';
import { BillingBanner } from './billing-banner';

/** The billing state the server answers, with this banner (the rest does not matter here). */
function renderBanner(banner: BillingStateDto['banner']) {
  const state: BillingStateDto = {
    subscription: null,
    quote: {
      parents: 2,
      familyMembers: 4,
      extraParents: 0,
      extraFamilyMembers: 3,
      totalCents: 2400,
      trialDays: 14,
    },
    subscribeBlock: 'trialing',
    checkoutProvider: 'demo',
    banner,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/billing/subscription') return new Response(JSON.stringify(state));
      throw new Error(`unexpected ${url}`);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BillingBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, view };
}

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s billing banner', () => {
  it('names the day the trial ends and the family’s price, and leads to the subscription', async () => {
    renderBanner({ kind: 'trial_ending', endsAt: '2026-01-26T13:00:00.000Z', monthlyCents: 2400 });
    expect(
      await screen.findByRole('heading', { name: 'Your free trial ends on Monday, January 26' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'After it, the plan is $24/month. Without a subscription the daily check-ins stop then, and your family is told.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Keep check-ins going' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('says that check-ins stopped, why, and how to start them again', async () => {
    renderBanner({ kind: 'stopped', cause: 'trial_ended', monthlyCents: 2400 });
    expect(
      await screen.findByRole('heading', { name: 'Daily check-ins have stopped' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'They stopped because the free trial ended: nobody is checked on each day now. Subscribe for $24/month to start them again.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('says nothing when billing has nothing to say', async () => {
    const { client } = renderBanner(null);
    await vi.waitFor(() =>
      expect(client.getQueryState(['billing', 'state'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
