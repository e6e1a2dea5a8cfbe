/** Whose number a consent is for: a parent, a family member, or the account's owner. */
export const consentSubjects = ['parent', 'family_member', 'owner'] as const;
export type ConsentSubject = (typeof consentSubjects)[number];
