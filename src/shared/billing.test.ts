import { describe, expect, it } from 'vitest';
import { plansFrom } from './billing';
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
