import type { MissedReason } from '../../../shared/check-ins';
import { afterAlert, afterAnswer, afterResolved } from './alert-rules';
import type { CheckInEvent, CheckInMove, CheckInState } from './check-in-events';
import { newAlert, record, replied, told } from './machine-steps';

export type * from './check-in-events';

/**
 * The daily check-in's rules (PRODUCT.md §2) as one pure function: given a check-in's state and
 * something that happened, the state it moves to and what must be done. No database, no clock,
 * no provider: the services load the row, apply the result with an update conditional on the
 * status they read (so a job that runs twice changes nothing the second time), and carry out
 * the effects. Exhaustive over the statuses: a new status does not compile until it is handled.
 * Undefined means the event changes nothing in that state (a late report, a repeated webhook).
 * What happens after an alert (late replies, "I'm on it", "SHE'S OK") is in alert-rules.ts.
 */
export function next(state: CheckInState, event: CheckInEvent, now: Date): CheckInMove | undefined {
  switch (state.status) {
    case 'awaiting':
      return whileWaiting(state, event, now) ?? textReports(state, event, now);
    case 'calling':
      return whileWaiting(state, event, now) ?? callResults(event, now);
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
          set: { respondedAt: now, responseChannel: 'sms', responseBody: event.words },
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
  if (event.type === 'follow_up_due' && state.status === 'awaiting') {
    if (event.callsOn) return { status: 'calling', set: {}, effects: [{ type: 'place_call' }] };
    return missed('no_call', now);
  }
  return undefined;
}

/** The provider's reports on the day's text, while no answer has come (§2.1, §2.8). */
function textReports(state: CheckInState, event: CheckInEvent, now: Date): CheckInMove | undefined {
  switch (event.type) {
    case 'text_sent':
      if (state.sentAt) return undefined;
      return {
        status: 'awaiting',
        set: { sentAt: now, followUpAt: event.followUpAt },
        effects: [record('sent')],
      };
    case 'text_delivered':
      if (state.deliveredAt) return undefined;
      return {
        status: 'awaiting',
        set: { sentAt: state.sentAt ?? now, deliveredAt: now, followUpAt: event.followUpAt },
        effects: [record('delivered')],
      };
    case 'text_failed':
      return {
        status: 'undeliverable',
        set: { alertedAt: now },
        effects: [record('undeliverable', { error: event.error }), told('undeliverable')],
      };
    case 'reply':
    case 'follow_up_due':
    case 'call_answered':
    case 'call_missed':
    case 'claim':
    case 'resolve':
      return undefined;
  }
}

/** The follow-up call's answer, or how it ended without one (§2.6). */
function callResults(event: CheckInEvent, now: Date): CheckInMove | undefined {
  if (event.type === 'call_answered') {
    const set = { respondedAt: now, responseChannel: 'voice' as const, responseBody: event.words };
    const step = record('call_answered', { answer: event.answer === 'ok' ? 'ok' : 'help' });
    return event.answer === 'ok'
      ? { status: 'ok', set, effects: [step, told('ok')] }
      : {
          status: 'needs_help',
          set: { ...set, alertedAt: now },
          effects: [step, told('no', { words: event.words })],
        };
  }
  if (event.type === 'call_missed') return missed(event.reason, now);
  return undefined;
}

function missed(reason: MissedReason, now: Date): CheckInMove {
  return {
    status: 'no_response',
    set: { alertedAt: now, missedReason: reason },
    effects: [
      ...(reason === 'no_call' ? [] : [record('call_unanswered', { reason })]),
      told('no_response', { missedReason: reason }),
    ],
  };
}
