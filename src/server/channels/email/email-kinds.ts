/**
 * Every kind of e-mail the service sends, and the rule each goes by (docs/product.md §3). A new kind
 * must be named here, so nobody adds one without deciding who may receive it.
 *
 * - `sign-in`: links to sign in or reset a password, sent to whoever typed the address; no
 *   unsubscribe (turning them off would lock the person out), no agreement needed.
 * - `first-contact`: one e-mail the owner asks for on someone else's behalf (the confirmation a
 *   family member gets, an invitation): sent unless the address unsubscribed from the account.
 * - `agreed`: everything else an account sends: only to the owner's own address or an address
 *   that confirmed, and never after it unsubscribed. Held otherwise.
 * - `newsletter`: the blog's newsletter, which has its own double opt-in.
 * - `no-account`: e-mail for no account (a deleted account's goodbye, the dev tools' test). A
 *   deleted account's farewell to its family members is one too: whether each address agreed
 *   was read before the account and its agreements were deleted (stop-notices.ts).
 */
export const emailKinds = {
  magic_link: 'sign-in',
  signup_confirmation: 'sign-in',
  password_reset: 'sign-in',
  // Answers a sign-in attempt with an address that has no account.
  no_account: 'sign-in',
  'email-confirmation': 'first-contact',
  referral_invite: 'first-contact',
  referral_member_note: 'first-contact',
  'family-notice': 'agreed',
  'weekly-report': 'agreed',
  'checkins-stopped': 'agreed',
  // A day the service itself missed (decision 039).
  'missed-by-us': 'agreed',
  'trial-ending': 'agreed',
  'service-stopped': 'agreed',
  // A parent's check-ins paused, and started again (docs/product.md §2.14).
  'checkins-paused': 'agreed',
  'checkins-resumed': 'agreed',
  'opted-out': 'agreed',
  'consent-refused': 'agreed',
  'consent-expired': 'agreed',
  // The owner's reminder that a parent is not protected (decision 037).
  'not-protected': 'agreed',
  'email-unsubscribed': 'agreed',
  newsletter_confirmation: 'newsletter',
  account_deleted: 'no-account',
  'account-farewell': 'no-account',
  test: 'no-account',
} as const satisfies Record<string, EmailRule>;

export type EmailRule = 'sign-in' | 'first-contact' | 'agreed' | 'newsletter' | 'no-account';
export type EmailKind = keyof typeof emailKinds;

export const ruleOf = (kind: EmailKind): EmailRule => emailKinds[kind];
