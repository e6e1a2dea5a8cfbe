import { z } from './zod';
import { isoInstant } from './api-response';
import { consentWaitNote } from './consent-timing';
import type { CheckInBy } from './family';

/**
 * Why a parent on the account is not protected: no daily check-in will go out for her
 * (docs/product.md §2.12, decision 037). The order is the order to fix them in: the subscription
 * serves the whole account, the switch is the owner's own, and consent waits on the parent.
 */
export const notProtectedReasons = [
  'no_subscription',
  'subscription_inactive',
  'schedule_off',
  'opted_out',
  'consent_not_asked',
  'consent_waiting',
  'consent_unanswered',
  'consent_failed',
] as const;
export type NotProtectedReason = (typeof notProtectedReasons)[number];

export const protectionSchema = z.object({
  /** Empty when every check-in goes out; otherwise each reason, the one to fix first first. */
  reasons: z.array(z.enum(notProtectedReasons)),
  /** A consent request that waits for the parent's morning (docs/product.md §3): when it goes. */
  consentWaitsUntil: z.object({ at: isoInstant, zone: z.string() }).nullable(),
});
export type Protection = z.infer<typeof protectionSchema>;

export const isProtected = (protection: Pick<Protection, 'reasons'>) =>
  protection.reasons.length === 0;

/** Who a reason is about, as the words need her. */
export interface ProtectionSubject {
  /** The name the owner calls her by (nickname, else first name). */
  name: string;
  checkInBy: CheckInBy;
  consentWaitsUntil?: Protection['consentWaitsUntil'];
}

/** What fixes a reason: a button on the card, a page to open, or only words (nothing to press). */
export type ProtectionAction =
  | { kind: 'send_consent'; label: string }
  | { kind: 'turn_schedule_on'; label: string }
  | { kind: 'subscription'; label: string }
  | { kind: 'none' };

/** "Not protected: <why>" — why, in the owner's words, without the full stop. */
export function notProtectedWhy(reason: NotProtectedReason, who: ProtectionSubject): string {
  const call = who.checkInBy === 'call';
  switch (reason) {
    case 'no_subscription':
      return 'the subscription has not started';
    case 'subscription_inactive':
      return 'the subscription is not active';
    case 'schedule_off':
      return 'the daily check-in is turned off';
    case 'opted_out':
      return `${who.name}’s phone replied STOP, so nothing can be sent to it`;
    case 'consent_not_asked':
      return call
        ? `${who.name} has not been asked to agree to the daily call`
        : `${who.name} has not been asked to agree to the daily text`;
    case 'consent_waiting':
      return call
        ? `${who.name} has not yet been called to agree`
        : `${who.name} has not yet been asked to agree`;
    case 'consent_unanswered':
      return call
        ? `${who.name} has not pressed 1 on the consent call yet`
        : `${who.name} has not replied Y to the consent request yet`;
    case 'consent_failed':
      return call
        ? `${who.name} did not agree on the consent call`
        : `${who.name} did not agree to the consent request in time`;
  }
}

/** The one thing that fixes a reason. */
export function notProtectedAction(
  reason: NotProtectedReason,
  who: ProtectionSubject,
): ProtectionAction {
  const call = who.checkInBy === 'call';
  switch (reason) {
    case 'no_subscription':
      return { kind: 'subscription', label: 'Start the subscription' };
    case 'subscription_inactive':
      return { kind: 'subscription', label: 'Renew the subscription' };
    case 'schedule_off':
      return { kind: 'turn_schedule_on', label: 'Turn the daily check-in on' };
    case 'consent_not_asked':
      return {
        kind: 'send_consent',
        label: call ? `Call ${who.name} to ask` : 'Send the consent request',
      };
    case 'consent_unanswered':
    case 'consent_failed':
      return { kind: 'send_consent', label: call ? 'Call again' : 'Send it again' };
    case 'opted_out':
    case 'consent_waiting':
      return { kind: 'none' };
  }
}

/**
 * The fix as a sentence, for an e-mail and for the reasons with nothing to press: "Send the
 * consent request from your dashboard."
 */
export function notProtectedFix(reason: NotProtectedReason, who: ProtectionSubject): string {
  if (reason === 'opted_out')
    return `${who.name} can text START to our number to allow texts again.`;
  if (reason === 'consent_waiting')
    return who.consentWaitsUntil
      ? `${consentWaitNote(who.consentWaitsUntil, who.checkInBy === 'call' ? 'voice' : 'sms', 'parent')} Nothing to do until then.`
      : 'It goes in their morning. Nothing to do until then.';
  const action = notProtectedAction(reason, who);
  if (action.kind === 'subscription') return `${action.label} on the Subscription page.`;
  return action.kind === 'none' ? '' : `${action.label} from your dashboard.`;
}

/** The card's and the e-mail's line: "Not protected: the daily check-in is turned off". */
export const notProtectedLine = (reason: NotProtectedReason, who: ProtectionSubject) =>
  `Not protected: ${notProtectedWhy(reason, who)}`;
