import type { CheckInStep } from '@/shared/check-in-steps';
import type { ReplyOutcome } from '../../replies/classify-reply';
import type { CheckInEffect, CheckInEvent, CheckInMove, CheckInState } from './check-in-events';
import type { FamilyNoticeKind } from './notices';

/** Small pieces the rules are written with (pure). */

export const told = (
  notice: FamilyNoticeKind,
  extra: Omit<Extract<CheckInEffect, { type: 'tell_family' }>, 'type' | 'notice'> = {},
): CheckInEffect => ({ type: 'tell_family', notice, ...extra });

/** A step for the day's history, typed by its kind (src/shared/check-in-steps.ts). */
export const record = (step: CheckInStep): CheckInEffect => ({ type: 'record', step });

export type Reply = Extract<CheckInEvent, { type: 'reply' }>;

export const replied = (event: Reply, late = false) =>
  record({
    kind: 'reply',
    detail: {
      body: event.words,
      meaning: event.outcome,
      ...(late ? { late } : {}),
      ...(event.channel === 'voice' ? { channel: 'voice' } : {}),
    },
  });

export const isPlea = (outcome: ReplyOutcome) => outcome === 'needs_help' || outcome === 'help';

/** A fresh alert: the family is told, the parent hears it, and anyone may take it in hand. */
export function newAlert(event: Reply, now: Date): CheckInMove {
  return {
    status: 'needs_help',
    set: {
      respondedAt: now,
      responseChannel: event.channel ?? 'sms',
      responseBody: event.words,
      alertedAt: now,
      claimedBy: null,
      claimedByName: null,
      claimedAt: null,
      // A new alert (a plea after SHE'S OK) may lapse and open again in its turn.
      reopenedAt: null,
      // Her backup contacts may be told of this one too, if nobody takes it in hand.
      backupsToldAt: null,
    },
    effects: [
      replied(event),
      // Keyed by her message: a plea after SHE'S OK is a second NO on the same day.
      told('no', { words: event.words, occurrence: event.key }),
      { type: 'text_parent', text: 'family_told' },
    ],
  };
}

/** Words that change nothing about the day still reach the family, as they came. */
export function passOn(state: CheckInState, event: Reply): CheckInMove | undefined {
  if (event.outcome === 'opt_out' || event.outcome === 'opt_in') return undefined;
  // A second YES says nothing new.
  if (event.outcome === 'ok' && (state.status === 'ok' || state.status === 'resolved'))
    return undefined;
  return {
    status: state.status,
    set: {},
    effects: [replied(event), told('info', { words: event.words, occurrence: event.key })],
  };
}

/**
 * What reaches the parent: never a text to a parent checked on by call (issue 23), and no text
 * in answer to a call (the call's own closing words said it).
 */
export function toParentOnly(
  move: CheckInMove,
  state: CheckInState,
  event: CheckInEvent,
): CheckInMove {
  const byCall =
    state.checkInBy === 'call' || (event.type === 'reply' && event.channel === 'voice');
  if (!byCall) return move;
  return { ...move, effects: move.effects.filter((effect) => effect.type !== 'text_parent') };
}
