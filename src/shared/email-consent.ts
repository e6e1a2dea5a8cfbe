/**
 * Whether an address agreed to the e-mail an account sends it (docs/product.md §3): a family member's
 * address waits until its person confirms by the link in one first e-mail, and stops for good
 * when she unsubscribes. The owner's own address agreed when she signed in with it.
 */
export const emailConsentStatuses = ['waiting', 'confirmed', 'unsubscribed'] as const;
export type EmailConsentStatus = (typeof emailConsentStatuses)[number];

/** The dashboard's words for each status. */
export const emailConsentLabels: Record<EmailConsentStatus, string> = {
  waiting: 'Waiting for e-mail confirmation',
  confirmed: 'E-mail confirmed',
  unsubscribed: 'Unsubscribed from e-mail',
};
