import { describe, expect, it } from 'vitest';
import { plansFrom, stopCauseOf } from './billing';
import { priceCatalogue } from './pricing';

describe('plansFrom', () => {
  it('builds the subscription plan card from the one catalogue', () => {
    const [plan, ...others] = plansFrom();
    expect(others).toEqual([]);
    expect(plan).toMatchObject({ price: '$15', interval: 'month', mode: 'subscription' });
    expect(plan!.features).toHaveLength(4);
    expect(plan!.features.join(' ')).toContain('$5/month for each extra parent');
    expect(plan!.features.join(' ')).toContain('$3/month for each extra');
  });

  it('follows a change in the catalogue instead of a typed price', () => {
    const [plan] = plansFrom({
      ...priceCatalogue,
      base: { ...priceCatalogue.base, amountCents: 1850 },
    } as unknown as typeof priceCatalogue);
    expect(plan!.price).toBe('$18.50');
  });
});

describe('stopCauseOf', () => {
  const trialEnd = new Date('2026-01-26T13:00:00Z');
  const monthLater = new Date('2026-02-26T13:00:00Z');
  it.each([
    // A trial that ended unpaid: cancelled (demo, Stripe) or paused (Stripe) where it ended.
    ['canceled', trialEnd, trialEnd, 'trial_ended'],
    ['paused', trialEnd, trialEnd, 'trial_ended'],
    // A paid plan cancelled, or paused, after its trial.
    ['canceled', trialEnd, monthLater, 'canceled'],
    ['canceled', null, monthLater, 'canceled'],
    ['incomplete_expired', null, null, 'canceled'],
    ['paused', trialEnd, monthLater, 'paused'],
    // Every payment that did not go through.
    ['past_due', trialEnd, monthLater, 'payment_failed'],
    ['unpaid', null, monthLater, 'payment_failed'],
    ['incomplete', null, null, 'payment_failed'],
  ] as const)(
    '%s (trial ends %s, period ends %s) stopped as %s',
    (status, trialEndsAt, currentPeriodEnd, cause) => {
      expect(stopCauseOf({ status, trialEndsAt, currentPeriodEnd })).toBe(cause);
    },
  );
});
