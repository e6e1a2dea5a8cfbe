import { z } from './zod';
import { priceCatalogue } from './price-rules';

export { priceCatalogue };
export { familySizeText, formatDollars, monthlyPrice } from './price-rules';

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
