import { z } from './zod';

/**
 * How the account's owner hears of every alert, OK summary and weekly report (docs/product.md §2):
 * the owner is always told, like a family member who follows every parent.
 */
export const ownerNoticePreferences = ['email', 'both', 'sms'] as const;
export type OwnerNoticePreference = (typeof ownerNoticePreferences)[number];

export const ownerNoticesSchema = z.object({
  preference: z.enum(ownerNoticePreferences, {
    error: 'Please choose how you want to be told.',
  }),
});
export type OwnerNoticesInput = z.infer<typeof ownerNoticesSchema>;

export const ownerNoticesDtoSchema = z.object({
  preference: z.enum(ownerNoticePreferences),
  /** The owner's own cell, from their profile; null before the account step. */
  cellPhone: z.string().nullable(),
  /** Whether that cell has agreed to texts (a Y to its consent request). */
  cellAgreed: z.boolean(),
  /** The owner's cell's consent, to send its request from Settings. */
  consentId: z.string().nullable(),
  /** The owner used an e-mail's unsubscribe link: she is told by text only (docs/product.md §3). */
  emailUnsubscribed: z.boolean(),
});
export type OwnerNotices = z.infer<typeof ownerNoticesDtoSchema>;

/** GET and PUT /api/settings/owner-notices */
export const ownerNoticesResponse = z.object({ notices: ownerNoticesDtoSchema });
