import { product } from '../../../shared/product';

/**
 * The consent request (PRODUCT.md §3): the service and the owner by name, how often messages
 * come, that the consent covers the follow-up call, rates, and how to agree, stop or get help.
 */
export function consentRequestText(ownerName: string, subjectType: 'parent' | 'family_member') {
  const what =
    subjectType === 'parent'
      ? 'a daily check-in text (1 msg/day) and, if you do not reply, a short follow-up call'
      : 'updates about your family member (a few msgs/week)';
  return (
    `${product.name}: ${ownerName} would like to send you ${what}. ` +
    'Msg & data rates may apply. Reply Y to agree, STOP to opt out, HELP for help.'
  );
}

/** A consent reply: Y or YES alone (any case, spaces and punctuation aside). */
export function isConsentYes(body: string) {
  return /^(y|yes)$/.test(
    body
      .trim()
      .toLowerCase()
      .replace(/[^a-z]/g, ''),
  );
}
