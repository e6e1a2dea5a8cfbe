import type { SkipReason } from '@/shared/check-ins';
import type { CheckInMove, CheckInStart, DayBlockers } from './check-in-events';
import { record, told, toParentOnly } from './machine-steps';

/**
 * Why a due day is not sent, first blocker first (docs/product.md §2.12, §3): no subscription,
 * then a STOP, then no agreement. Undefined when the day may go.
 */
export function skipReasonOf(blockers: DayBlockers): SkipReason | undefined {
  if (!blockers.subscribed) return 'subscription';
  if (blockers.optedOut) return 'opted_out';
  if (!blockers.consented) return 'consent';
  return undefined;
}

/**
 * How a day begins (docs/product.md §2.1, §2.11): at the parent's time, skipped when something it
 * needs is missing (the owner is told why), else the text or, for a parent checked on by call,
 * the first call; or, before it, the parent's own early check-in: a YES by text, or an answer on
 * a call to the service's number. The sweep and "send now" both begin a day only through this.
 */
export function opening(start: CheckInStart, now: Date): CheckInMove {
  switch (start.type) {
    case 'due': {
      // A paused day is nobody's failure: nothing is sent and nobody is e-mailed about it; the
      // family was told of the pause when it was set (pauses/notices.ts).
      if (start.blockers.paused)
        return {
          status: 'paused',
          set: {},
          effects: [record({ kind: 'paused', detail: { by: start.blockers.paused } })],
        };
      const reason = skipReasonOf(start.blockers);
      if (reason)
        return {
          status: 'skipped',
          set: { skipReason: reason },
          effects: [
            record({ kind: 'skipped', detail: { reason } }),
            { type: 'tell_owner_skipped', reason },
          ],
        };
      const manual = start.manual;
      // A weather warning's extra check-in (§2.16) runs like any other, and her family is told
      // why she got it as it goes out.
      const why = start.weather ? [told('weather', { words: start.weather })] : [];
      return start.by === 'call'
        ? {
            status: 'calling',
            set: { callAttempt: 1 },
            effects: [
              record({ kind: 'call_due', detail: { manual } }),
              { type: 'place_call' },
              ...why,
            ],
          }
        : {
            status: 'awaiting',
            set: {},
            effects: [
              record({ kind: 'text_queued', detail: { manual } }),
              { type: 'send_text' },
              ...why,
            ],
          };
    }
    case 'early': {
      const ok = start.outcome === 'ok';
      const move: CheckInMove = {
        status: ok ? 'ok' : 'needs_help',
        set: {
          respondedAt: now,
          responseChannel: start.channel,
          responseBody: start.words,
          ...(ok ? {} : { alertedAt: now }),
        },
        effects: [
          record({
            kind: 'checked_in_early',
            detail: {
              body: start.words,
              meaning: start.outcome,
              channel: start.channel,
            },
          }),
          ok
            ? told('ok', { early: start.channel })
            : told('no', { words: start.words, occurrence: start.key }),
          { type: 'text_parent', text: ok ? 'thanks' : 'family_told' },
        ],
      };
      const early = { checkInBy: start.by, callAttempt: 0, callId: null, retryReason: null };
      return toParentOnly(
        move,
        { ...early, status: move.status, sentAt: null, deliveredAt: null, claimedBy: null },
        {
          type: 'reply',
          outcome: start.outcome,
          words: start.words,
          key: start.key,
          channel: start.channel,
        },
      );
    }
  }
}
