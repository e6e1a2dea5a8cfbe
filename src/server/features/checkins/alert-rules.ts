import type { CheckInEvent, CheckInMove, CheckInState } from './check-in-events';
import { MINUTE_MS } from './engine-deps';
import { isPlea, newAlert, passOn, record, replied, told } from './machine-steps';

/** An alert nobody has taken in hand this long after it went out reaches her backups (§2.15). */
export const BACKUPS_TOLD_AFTER_MINUTES = 15;

/**
 * After the family was alerted (NO, no response, undeliverable): late answers, and who takes the
 * alert in hand (docs/product.md §2.7, §2.10). Pure; part of `next`.
 */
export function afterAlert(
  state: CheckInState,
  event: CheckInEvent,
  now: Date,
): CheckInMove | undefined {
  switch (event.type) {
    case 'claim':
    case 'resolve':
      return claimsOf(state, event, now);
    case 'claim_lapsed':
      return lapsedClaim(state, now);
    case 'alert_unclaimed':
      return unclaimedAlert(state, now);
    case 'call_answered': {
      // An answer on the call that came in after the alert went out counts as a late reply.
      if (state.status === 'needs_help') return undefined;
      if (event.callId !== undefined && event.callId !== state.callId) return undefined;
      // Opting out on the call stops what comes next; the alert stays as the family knows it.
      if (event.answer === 'opt_out') return undefined;
      const ok = event.answer === 'ok';
      return {
        status: ok ? 'ok' : 'needs_help',
        set: { respondedAt: now, responseChannel: 'voice', responseBody: event.words },
        effects: [
          record({ kind: 'call_answered', detail: { answer: ok ? 'ok' : 'help', late: true } }),
          told('late', { lateAnswer: ok ? 'YES' : 'NO', words: event.words }),
        ],
      };
    }
    case 'reply':
      break;
    // Her PAUSE after the alert: the alert stays as the family knows it, and the pause's own
    // notice tells them she texted (pauses/notices.ts).
    case 'pause':
    case 'text_sent':
    case 'text_delivered':
    case 'text_failed':
    case 'follow_up_due':
    case 'call_missed':
      return undefined;
  }
  // A NO already alerted: what she writes next is passed on as it is.
  if (state.status === 'needs_help') return passOn(state, event);
  if (event.outcome === 'ok' || isPlea(event.outcome)) {
    const ok = event.outcome === 'ok';
    return {
      status: ok ? 'ok' : 'needs_help',
      // The time of the first alert, and who took it in hand, are kept.
      set: { respondedAt: now, responseChannel: event.channel ?? 'sms', responseBody: event.words },
      effects: [
        replied(event, true),
        // Keyed by her message: a day can bring a second late word (after the family closed it).
        told('late', { lateAnswer: ok ? 'YES' : 'NO', words: event.words, occurrence: event.key }),
        { type: 'text_parent', text: ok ? 'thanks' : 'family_told' },
      ],
    };
  }
  return passOn(state, event);
}

/**
 * An alert taken in hand 60 minutes ago with no "SHE'S OK" since (docs/product.md §2.15): it is
 * opened to everyone again, the one who held it included, saying who and since when; anyone may
 * take it again. Once per alert: a second lapse is left to the people now told twice; a new
 * alert the same day (a plea after SHE'S OK) starts afresh (newAlert).
 */
function lapsedClaim(state: CheckInState, now: Date): CheckInMove | undefined {
  if (!state.claimedBy || !state.claimedAt || state.reopenedAt) return undefined;
  const heldBy = { name: state.claimedByName ?? 'Someone', since: state.claimedAt };
  return {
    status: state.status,
    set: { claimedBy: null, claimedByName: null, claimedAt: null, reopenedAt: now },
    effects: [
      record({
        kind: 'reopened',
        detail: { by: heldBy.name, since: heldBy.since.toISOString() },
      }),
      // Keyed by when: a later alert of the same day (a plea after SHE'S OK) has its own.
      told('reopened', { heldBy, occurrence: now.toISOString() }),
    ],
  };
}

/**
 * An alert nobody in the family took in hand within 15 minutes (docs/product.md §2.15): her
 * backup contacts, the people near her, are told, once per alert. A claim within the 15 minutes
 * means they never are, even when it lapses later (a re-opened alert was claimed); a "SHE'S OK"
 * or her own YES has closed the alert, and a closed one is not handled here.
 */
function unclaimedAlert(state: CheckInState, now: Date): CheckInMove | undefined {
  if (state.claimedBy || state.reopenedAt || state.backupsToldAt || !state.alertedAt)
    return undefined;
  if (now.getTime() - state.alertedAt.getTime() < BACKUPS_TOLD_AFTER_MINUTES * MINUTE_MS)
    return undefined;
  return { status: state.status, set: { backupsToldAt: now }, effects: [{ type: 'tell_backups' }] };
}

/** "I'm on it" and "SHE'S OK": the first claim is recorded and everyone else is told. */
function claimsOf(
  state: CheckInState,
  event: Extract<CheckInEvent, { type: 'claim' | 'resolve' }>,
  now: Date,
): CheckInMove | undefined {
  const claim = state.claimedBy
    ? {}
    : { claimedBy: event.by.key, claimedByName: event.by.name, claimedAt: now };
  if (event.type === 'claim') {
    if (state.claimedBy) return undefined;
    return {
      status: state.status,
      set: claim,
      effects: [
        record({ kind: 'claimed', detail: { by: event.by.name } }),
        // A new alert on the same day (a plea after SHE'S OK) can be claimed again.
        told('claimed', { by: event.by, occurrence: now.toISOString() }),
      ],
    };
  }
  return {
    status: 'resolved',
    set: { ...claim, resolvedByName: event.by.name, resolvedNote: event.note, resolvedAt: now },
    effects: [
      record({ kind: 'resolved', detail: { by: event.by.name, note: event.note } }),
      told('resolved', { by: event.by, note: event.note, occurrence: now.toISOString() }),
    ],
  };
}

/**
 * After the family closed an alert on the parent's behalf ("SHE'S OK"), the parent's own word
 * still counts: a YES makes the day OK (the family gets the update, the parent the thanks), a
 * plea is a new alert, anything else is passed on.
 */
export function afterResolved(
  state: CheckInState,
  event: CheckInEvent,
  now: Date,
): CheckInMove | undefined {
  if (event.type !== 'reply') return undefined;
  if (isPlea(event.outcome)) return newAlert(event, now);
  if (event.outcome === 'ok') {
    return {
      status: 'ok',
      set: { respondedAt: now, responseChannel: event.channel ?? 'sms', responseBody: event.words },
      effects: [
        replied(event, true),
        told('late', { lateAnswer: 'YES', words: event.words, occurrence: event.key }),
        { type: 'text_parent', text: 'thanks' },
      ],
    };
  }
  return passOn(state, event);
}

/**
 * After the day was answered YES: a plea is never dropped, it is a new alert; anything else is
 * passed on as it is.
 */
export function afterAnswer(
  state: CheckInState,
  event: CheckInEvent,
  now: Date,
): CheckInMove | undefined {
  if (event.type !== 'reply') return undefined;
  if (isPlea(event.outcome)) return newAlert(event, now);
  return passOn(state, event);
}
