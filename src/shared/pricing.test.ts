import { describe, expect, it } from 'vitest';
import { formatDollars, monthlyPrice } from './pricing';

describe('monthlyPrice', () => {
  it.each([
    [1, 1, 1500],
    [2, 1, 1500],
    [3, 1, 2000],
    [4, 1, 2500],
    [2, 2, 1800],
    [3, 2, 2300],
    [4, 5, 3700],
  ])('%i parents and %i family members cost %i cents a month', (parents, members, cents) => {
    expect(monthlyPrice(parents, members).totalCents).toBe(cents);
  });

  it('formats whole and partial dollars', () => {
    expect(formatDollars(1500)).toBe('$15');
    expect(formatDollars(1850)).toBe('$18.50');
  });
});
