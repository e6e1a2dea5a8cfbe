import type { NotProtectedReason, Protection } from '@/shared/protection';
import type { ProtectionFacts } from './protection-facts';

/** Subscription statuses under which check-ins go out (docs/product.md §4). */
const servingStatuses: readonly string[] = ['trialing', 'active'];

type Facts = Pick<
  ProtectionFacts,
  | 'phone'
  | 'timezone'
  | 'checkInsEnabled'
  | 'consentStatus'
  | 'consentPhone'
  | 'consentNextAt'
  | 'optedOut'
  | 'subscriptionStatus'
>;

/**
 * Whether a parent is protected, and if not, why (docs/product.md §2.12): the check-in sweep's own
 * conditions for a day to go out (a serving subscription, the switch on, her number not opted
 * out, her consent verified for that number), each failing one named. `protection.int.test.ts`
 * holds it to the sweep: a parent it calls protected is texted, one it does not is not.
 */
export function protectionOf(facts: Facts): Protection {
  const reasons: NotProtectedReason[] = [];
  if (facts.subscriptionStatus === null) reasons.push('no_subscription');
  else if (!servingStatuses.includes(facts.subscriptionStatus))
    reasons.push('subscription_inactive');
  if (!facts.checkInsEnabled) reasons.push('schedule_off');
  const consent = consentReasonOf(facts);
  if (facts.optedOut) reasons.push('opted_out');
  // STOP also fails the consent; the opt-out is what to fix first, and says so.
  else if (consent) reasons.push(consent);
  return {
    reasons,
    // A parent's consent goes by her own zone's morning.
    consentWaitsUntil:
      reasons.includes('consent_waiting') && facts.consentNextAt
        ? { at: facts.consentNextAt.toISOString(), zone: facts.timezone }
        : null,
  };
}

/** Her consent's state as a reason, or null when it is verified for her number. */
function consentReasonOf(facts: Facts): NotProtectedReason | null {
  // A consent given from another number is no consent for this one.
  if (facts.consentStatus === null || facts.consentPhone !== facts.phone)
    return 'consent_not_asked';
  switch (facts.consentStatus) {
    case 'verified':
      return null;
    case 'pending':
      // Asked for at night: it waits for her morning (consent/waking-hours.ts).
      return facts.consentNextAt ? 'consent_waiting' : 'consent_not_asked';
    case 'sent':
      return 'consent_unanswered';
    case 'failed':
      return 'consent_failed';
  }
}
