// The catalogue and the arithmetic of prices, apart from the catalogue's schema (pricing.ts), so a
// server-rendered page can show prices without loading the schema library.
import type { PriceCatalogue } from './pricing';

/**
 * The one price catalogue (docs/product.md §1). The server serves it to every page; no page types a
 * price. Amounts are in US cents.
 */
export const priceCatalogue = {
  currency: 'usd',
  interval: 'month',
  trialDays: 14,
  base: { amountCents: 1500, includedParents: 2, includedFamilyMembers: 1 },
  extraParentCents: 500,
  extraFamilyMemberCents: 300,
  maxParents: 4,
} as const;

/** The monthly price for a family of this size, with the line items that make it up. */
export function monthlyPrice(
  parents: number,
  familyMembers: number,
  catalogue: PriceCatalogue = priceCatalogue,
) {
  const extraParents = Math.max(0, parents - catalogue.base.includedParents);
  const extraFamilyMembers = Math.max(0, familyMembers - catalogue.base.includedFamilyMembers);
  const totalCents =
    catalogue.base.amountCents +
    extraParents * catalogue.extraParentCents +
    extraFamilyMembers * catalogue.extraFamilyMemberCents;
  return { extraParents, extraFamilyMembers, totalCents };
}

export function formatDollars(cents: number) {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** Who a price is for, in words: "2 parents and 1 family member". */
export function familySizeText(parents: number, familyMembers: number) {
  return `${parents} ${parents === 1 ? 'parent' : 'parents'} and ${familyMembers} ${familyMembers === 1 ? 'family member' : 'family members'}`;
}
