/**
 * Whose number a consent is for: a parent, a family member, the account's owner, or a parent's
 * backup contact (a neighbour told of alerts nobody took in hand, docs/product.md §2.15).
 */
export const consentSubjects = ['parent', 'family_member', 'owner', 'backup_contact'] as const;
export type ConsentSubject = (typeof consentSubjects)[number];
