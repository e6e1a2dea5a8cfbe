import { z } from './zod';

/** Account settings: Download my data and Delete my account (docs/product.md §6). */
export const accountMessages = {
  emailRequired: 'Please type your email address to confirm',
  emailMismatch: 'That is not the email address of this account. Please type it exactly.',
  cancelFailed:
    'Your subscription could not be cancelled with the payment provider, so nothing was deleted. Please try again.',
  deleted: 'Your account has been deleted. A confirmation email is on its way.',
} as const;

export const deleteAccountSchema = z.object({
  email: z.string().trim().min(1, accountMessages.emailRequired).max(254),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** POST /api/account/delete: done; the session ended with the account. */
export const accountDeletedResponse = z.object({ deleted: z.literal(true) });
