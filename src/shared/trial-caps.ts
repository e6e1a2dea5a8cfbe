/**
 * Caps on an account whose subscription is not paid yet (in its trial, or before it has one):
 * far above what a family sets up in a day, far below what a new account needs to spam
 * strangers or pump texts to numbers that pay the sender (docs/product.md §3). They lift once the
 * subscription is active.
 */
export const trialCaps = {
  /** Parents added in a day. Removing one does not give the addition back. */
  parentsAddedPerDay: 6,
  /** Family members at once, and added in a day. */
  familyMembers: 10,
  /** Consent requests sent or sent again, to anyone, in a day. */
  consentSendsPerDay: 20,
} as const;

const lifts = 'The limit lifts once your subscription is paid.';

export const trialCapMessages = {
  parents: `During the free trial you can add up to ${trialCaps.parentsAddedPerDay} parents a day. ${lifts}`,
  familyMembers: `During the free trial you can have up to ${trialCaps.familyMembers} family members, and add up to ${trialCaps.familyMembers} a day. ${lifts}`,
  consentSends: `During the free trial you can send up to ${trialCaps.consentSendsPerDay} consent requests a day. ${lifts}`,
} as const;
