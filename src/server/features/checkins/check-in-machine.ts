import type { MissedReason } from '@/shared/check-ins';
import { afterAlert, afterAnswer, afterResolved } from './alert-rules';
import type { CheckInEvent, CheckInMove, CheckInState } from './check-in-events';
import { MINUTE_MS } from './engine-deps';
import { newAlert, record, replied, told, toParentOnly } from './machine-steps';

export { opening, skipReasonOf } from './opening';

export type * from './check-in-events';

/**
 * A call parent's second call, after the first went unanswered (issue 23): sooner for a busy
 * line, which is someone there on the phone, than for a call nobody picked up.
 */
export const REDIAL_MINUTES: Record<'busy' | 'other', number> = { busy: 5, other: 10 };

/**
 * The daily check-in's rules (docs/product.md §2) as one pure function: given a check-in's state and
 * something that happened, the state it moves to and what must be done. No database, no clock,
 * no provider: the services load the row, apply the result with an update conditional on the
 * status they read (so a job that runs twice changes nothing the second time), and carry out
 * the effects. Exhaustive over the statuses: a new status does not compile until it is handled.
 * Undefined means the event changes nothing in that state (a late report, a repeated webhook).
 * What happens after an alert (late replies, "I'm on it", "SHE'S OK") is in alert-rules.ts.
 */
export function next(state: CheckInState, event: CheckInEvent, now: Date): CheckInMove | undefined {
  const move = rulesFor(state, event, now);
  return move && toParentOnly(move, state, event);
}

function rulesFor(state: CheckInState, event: CheckInEvent, now: Date): CheckInMove | undefined {
  switch (state.status) {
    case 'awaiting':
      return whileWaiting(state, event, now) ?? textReports(state, event, now);
    case 'calling':
      return whileWaiting(state, event, now) ?? callResults(state, event, now);
    case 'redialing':
      return whileWaiting(state, event, now);
    case 'ok':
      return afterAnswer(state, event, now);
    case 'resolved':
      return afterResolved(state, event, now);
    case 'needs_help':
    case 'no_response':
    case 'undeliverable':
      return afterAlert(state, event, now);
    case 'skipped':
    case 'stopped':
    case 'paused':
      return undefined;
  }
  // A status with no case above stops the build here.
  return exhaustive(state.status);
}

function exhaustive(value: never): never {
  throw new Error(`Unhandled check-in status: ${String(value)}`);
}

/** Replies while the day is open, and the follow-up when none came (§2.2–§2.5). */
function whileWaiting(
  state: CheckInState,
  event: CheckInEvent,
  now: Date,
): CheckInMove | undefined {
  if (event.type === 'reply') {
    switch (event.outcome) {
      case 'ok':
        return {
          status: 'ok',
          set: {
            respondedAt: now,
            responseChannel: event.channel ?? 'sms',
            responseBody: event.words,
          },
          effects: [replied(event), told('ok'), { type: 'text_parent', text: 'thanks' }],
        };
      case 'needs_help':
      case 'help':
        return newAlert(event, now);
      case 'opt_out':
        // The channel has opted the number out and confirmed it; the owner is told by consent.
        return { status: 'stopped', set: {}, effects: [replied(event)] };
      case 'opt_in':
        return undefined;
      case 'other':
        return {
          status: state.status,
          set: {},
          effects: [
            replied(event),
            told('info', { words: event.words, occurrence: event.key }),
            { type: 'text_parent', text: 'ask_again' },
          ],
        };
    }
  }
  // Her own PAUSE while the day waits closes it as paused: she has answered, and no call
  // follows (docs/product.md §2.14). The family hears it from the pause's notice.
  if (event.type === 'pause')
    return {
      status: 'paused',
      set: { respondedAt: now, responseChannel: 'sms', responseBody: event.words },
      effects: [record({ kind: 'paused', detail: { by: 'parent', body: event.words } })],
    };
  if (event.type === 'follow_up_due' && state.status === 'awaiting') {
    if (event.callsOn) return call(state);
    return missed(state, 'no_call', now);
  }
  // A call parent's second call: the day's calls are the check-in itself, so they are made
  // whatever the account's switch for follow-up calls says.
  if (event.type === 'follow_up_due' && state.status === 'redialing') return call(state);
  return undefined;
}

const call = (state: CheckInState): CheckInMove => ({
  status: 'calling',
  set: { callAttempt: state.callAttempt + 1 },
  effects: [{ type: 'place_call' }],
});

/** The provider's reports on the day's text, while no answer has come (§2.1, §2.8). */
function textReports(state: CheckInState, event: CheckInEvent, now: Date): CheckInMove | undefined {
  switch (event.type) {
    case 'text_sent':
      if (state.sentAt) return undefined;
      return {
        status: 'awaiting',
        set: { sentAt: now, followUpAt: event.followUpAt },
        effects: [record({ kind: 'sent', detail: {} })],
      };
    case 'text_delivered':
      if (state.deliveredAt) return undefined;
      return {
        status: 'awaiting',
        set: { sentAt: state.sentAt ?? now, deliveredAt: now, followUpAt: event.followUpAt },
        effects: [record({ kind: 'delivered', detail: {} })],
      };
    case 'text_failed':
      return {
        status: 'undeliverable',
        set: { alertedAt: now },
        effects: [
          record({ kind: 'undeliverable', detail: { error: event.error } }),
          told('undeliverable'),
        ],
      };
    case 'reply':
    case 'follow_up_due':
    case 'call_answered':
    case 'call_missed':
    case 'claim':
    case 'resolve':
    case 'pause':
      return undefined;
  }
}

/**
 * The call's answer, or how it ended without one (§2.6). A parent checked on by call who did
 * not answer is called once more before the family is told (issue 23).
 */
function callResults(state: CheckInState, event: CheckInEvent, now: Date): CheckInMove | undefined {
  if (event.type !== 'call_answered' && event.type !== 'call_missed') return undefined;
  // A late report on an earlier call of the day (the first of a call parent's two).
  if (event.callId !== undefined && event.callId !== state.callId) return undefined;
  if (event.type === 'call_missed') {
    if (state.checkInBy === 'call' && state.callAttempt < 2) {
      const wait = REDIAL_MINUTES[event.reason === 'busy' ? 'busy' : 'other'];
      return {
        status: 'redialing',
        set: { retryReason: event.reason, followUpAt: new Date(now.getTime() + wait * MINUTE_MS) },
        effects: [
          record({
            kind: 'call_unanswered',
            detail: {
              reason: event.reason,
              attempt: state.callAttempt,
              checkInBy: state.checkInBy,
            },
          }),
        ],
      };
    }
    return missed(state, event.reason, now);
  }
  const set = { respondedAt: now, responseChannel: 'voice' as const, responseBody: event.words };
  switch (event.answer) {
    case 'ok':
      return {
        status: 'ok',
        set,
        effects: [record({ kind: 'call_answered', detail: { answer: 'ok' } }), told('ok')],
      };
    case 'needs_help':
      return {
        status: 'needs_help',
        set: { ...set, alertedAt: now },
        effects: [
          record({ kind: 'call_answered', detail: { answer: 'help' } }),
          told('no', { words: event.words }),
        ],
      };
    case 'opt_out':
      // Like STOP: the voice channel has opted the number out; the owner is told by consent.
      return {
        status: 'stopped',
        set: {},
        effects: [record({ kind: 'call_answered', detail: { answer: 'opt_out' } })],
      };
  }
}

function missed(state: CheckInState, reason: MissedReason, now: Date): CheckInMove {
  const firstMissedReason = state.retryReason ?? undefined;
  return {
    status: 'no_response',
    set: { alertedAt: now, missedReason: reason },
    effects: [
      ...(reason === 'no_call'
        ? []
        : [record({ kind: 'call_unanswered', detail: { reason, attempt: state.callAttempt } })]),
      told('no_response', { missedReason: reason, firstMissedReason }),
    ],
  };
}
