import { z } from './zod';

/**
 * The one price catalogue (PRODUCT.md §1). The server serves it to every page; no page types a
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

/**
 * GET /api/pricing: the catalogue as it crosses the wire. Its values are checked by type, not
 * pinned, so a price change on the server is not a broken page in a tab opened before it.
 */
export const priceCatalogueSchema = z.object({
  currency: z.string(),
  interval: z.string(),
  trialDays: z.number(),
  base: z.object({
    amountCents: z.number(),
    includedParents: z.number(),
    includedFamilyMembers: z.number(),
  }),
  extraParentCents: z.number(),
  extraFamilyMemberCents: z.number(),
  maxParents: z.number(),
});
export type PriceCatalogue = z.infer<typeof priceCatalogueSchema>;

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
