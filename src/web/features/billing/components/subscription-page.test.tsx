import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeBlock, type SubscriptionReadDto } from '@/shared/billing';
import type { BillingStateDto } from '@/shared/billing';
import { priceCatalogue } from '@/shared/pricing';
import { SubscriptionPage } from './subscription-page';

const periodEnd = Date.UTC(2026, 11, 6, 12) / 1000;

interface Family {
  parents: number;
  familyMembers: number;
  totalCents: number;
}
const twoAndOne: Family = { parents: 2, familyMembers: 1, totalCents: 1500 };

function renderPage(
  subscription: SubscriptionReadDto | null,
  checkout = () => new Response('{}'),
  family: Family = twoAndOne,
  checkoutProvider: BillingStateDto['checkoutProvider'] = 'stripe',
  banner: BillingStateDto['banner'] = null,
) {
  const state: BillingStateDto = {
    subscription: null,
    quote: { ...family, extraParents: 0, extraFamilyMembers: 0, trialDays: 14 },
    subscribeBlock: subscribeBlock(subscription?.subscription_status ?? null, family.parents),
    checkoutProvider,
    banner,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/pricing') return new Response(JSON.stringify(priceCatalogue));
      if (url === '/api/billing/subscription-read')
        return new Response(JSON.stringify({ subscription }));
      if (url === '/api/billing/subscription') return new Response(JSON.stringify(state));
      if (url === '/api/billing/checkout') return checkout();
      throw new Error(`unexpected ${url}`);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SubscriptionPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/subscription', () => {
  it('says who takes the payment: Stripe, or on a server without one, the demo checkout', async () => {
    renderPage(null);
    expect(
      await screen.findByText(
        'Payments are processed securely by Stripe. We never see or store your card.',
      ),
    ).toBeVisible();
    vi.unstubAllGlobals();
    cleanup();
    renderPage(null, undefined, twoAndOne, 'demo');
    expect(
      await screen.findByText(
        'This server has no payment provider set up: its demo checkout asks for no card and charges nothing.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Stripe/)).toBeNull();
  });

  it('offers the catalogue’s plan with the trial line when there is no subscription', async () => {
    renderPage(null);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    expect(screen.getByText('$15')).toBeVisible();
    expect(screen.getByText('/month')).toBeVisible();
    // The only plan is not marked as the popular one among others.
    expect(screen.queryByText('Most Popular')).toBeNull();
    expect(screen.getByText('14-day free trial • No credit card required')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start Subscription' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Current Subscription' })).toBeNull();
  });

  it('during the trial says which plan the family is on, until when, counted from the family', async () => {
    const trialEnd = new Date(periodEnd * 1000).toLocaleDateString(undefined, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    renderPage(
      {
        subscription_status: 'trialing',
        current_period_end: periodEnd,
        cancel_at_period_end: false,
        provider: 'demo',
      },
      undefined,
      { parents: 2, familyMembers: 2, totalCents: 1800 },
      'demo',
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your Free Trial');
    expect(
      screen.getByText(`Your family is on the Monthly Check-In plan, free until ${trialEnd}.`),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Daily check-ins for your 2 parents, with alerts for your 2 family members and you.',
      ),
    ).toBeVisible();
    expect(screen.getByText('for 2 parents and 2 family members')).toBeVisible();
    expect(
      screen.queryByText(/Choose Your Plan|Most Popular|alerts for 1 family member/),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('shows an active subscription in green with its renewal date, and the plan as current', async () => {
    renderPage({
      subscription_status: 'active',
      current_period_end: periodEnd,
      cancel_at_period_end: false,
      provider: 'stripe',
    });
    expect(await screen.findByRole('heading', { name: 'Current Subscription' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Plan');
    expect(screen.getByText('Active')).toHaveClass('text-ok');
    expect(screen.getByText('Renews on')).toBeVisible();
    expect(
      screen.getByText(
        new Date(periodEnd * 1000).toLocaleDateString(undefined, {
          month: 'long',
          day: 'numeric',
          year: 'numeric',
        }),
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
    expect(screen.queryByText(/No credit card required/)).toBeNull();
  });

  it('says Expires on for an active plan cancelled at its period end', async () => {
    renderPage({
      subscription_status: 'active',
      current_period_end: periodEnd,
      cancel_at_period_end: true,
      provider: 'demo',
    });
    expect(await screen.findByText('Expires on')).toBeVisible();
    expect(screen.queryByText('Renews on')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeEnabled();
  });

  it('never says Renews on for a trial that ended: when it ended, that check-ins stopped, and the way back', async () => {
    renderPage(
      {
        subscription_status: 'canceled',
        current_period_end: periodEnd,
        cancel_at_period_end: false,
        provider: 'demo',
      },
      undefined,
      twoAndOne,
      'demo',
      { kind: 'stopped', cause: 'trial_ended', monthlyCents: 1500 },
    );
    expect(await screen.findByText('Trial ended')).toHaveClass('text-alert');
    expect(screen.queryByText('Renews on')).toBeNull();
    expect(screen.getByText('Ended on')).toBeVisible();
    expect(
      screen.getByText(
        'Daily check-ins have stopped because the free trial ended. Subscribe below to start them again.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start Subscription' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('shows a failed payment in red with no date at all, and where to fix it', async () => {
    renderPage(
      {
        subscription_status: 'past_due',
        current_period_end: periodEnd,
        cancel_at_period_end: true,
        provider: 'stripe',
      },
      undefined,
      twoAndOne,
      'stripe',
      { kind: 'stopped', cause: 'payment_failed', monthlyCents: 1500 },
    );
    expect(await screen.findByText('Past due')).toHaveClass('text-alert');
    for (const label of ['Renews on', 'Expires on', 'Ended on'])
      expect(screen.queryByText(label)).toBeNull();
    expect(
      screen.getByText(
        'Daily check-ins have stopped because the payment for the subscription did not go through. Update your card under Manage billing to start them again.',
      ),
    ).toBeVisible();
  });

  it('during the trial says when it ends and what this family will pay, and sells nothing', async () => {
    renderPage(
      {
        subscription_status: 'trialing',
        current_period_end: periodEnd,
        cancel_at_period_end: false,
        provider: 'demo',
      },
      undefined,
      { parents: 2, familyMembers: 2, totalCents: 1800 },
    );
    expect(await screen.findByText('Free trial')).toHaveClass('text-wait');
    expect(screen.getByText('Trial ends on')).toBeVisible();
    expect(screen.queryByText('Renews on')).toBeNull();
    expect(screen.getByText('$18')).toBeVisible();
    expect(screen.queryByText('$15')).toBeNull();
    expect(screen.getByText('for 2 parents and 2 family members')).toBeVisible();
    expect(screen.getByText(/After the trial the plan is \$18\/month/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start Subscription' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('offers no subscription to an account with no parents, and says why', async () => {
    renderPage(null, undefined, { parents: 0, familyMembers: 0, totalCents: 1500 });
    expect(await screen.findByText(/Add a parent before subscribing/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a parent' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Start Subscription' })).toBeNull();
  });

  it('shows the spec’s text when checkout answers with an error, and stays', async () => {
    renderPage(
      null,
      () =>
        new Response(
          JSON.stringify({ error: { code: 'conflict', message: 'Already subscribed.' } }),
          { status: 409 },
        ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Start Subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Already subscribed.');
  });
});
