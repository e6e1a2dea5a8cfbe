import type { EmailContent } from '../../channels/email/email-template';
import { product } from '@/shared/product';
import {
  notProtectedFix,
  notProtectedLine,
  type Protection,
  type ProtectionSubject,
} from '@/shared/protection';
import type { ProtectionFacts } from './protection-facts';

/** "Ruth", "Ruth and Walt", "Ruth, Walt and June". */
const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export interface UnprotectedParent {
  facts: ProtectionFacts;
  protection: Protection;
}

/** The owner's reminder: who is not protected, why, and the one thing that fixes each. */
export function notProtectedEmail(
  unprotected: UnprotectedParent[],
  dashboardUrl: string,
): EmailContent {
  const names = unprotected.map(({ facts }) => facts.firstName);
  const paragraphs = unprotected.flatMap(({ facts, protection }) => {
    const who: ProtectionSubject = {
      name: facts.firstName,
      checkInBy: facts.checkInBy,
      consentWaitsUntil: protection.consentWaitsUntil,
    };
    return protection.reasons.map(
      (reason) =>
        `${facts.firstName} ${facts.lastName}. ${notProtectedLine(reason, who)}. ${notProtectedFix(reason, who)}`,
    );
  });
  return {
    subject: `${listOf(names)} ${names.length > 1 ? 'are' : 'is'} not protected`,
    heading: `No daily check-in goes out for ${listOf(names)}`,
    paragraphs: [
      ...paragraphs,
      'Until this is fixed we do not check on them, so their silence does not mean all is well.',
    ],
    action: { label: 'Open your dashboard', url: dashboardUrl },
    footer: `${product.name} reminds you the day after a parent is found not protected, then every few days, until it is fixed or the parent is removed.`,
  };
}
