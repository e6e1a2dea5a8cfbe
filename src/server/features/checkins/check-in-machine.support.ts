import type { CheckInStatus } from '@/shared/check-ins';
import type { CheckInEffect, CheckInEvent, CheckInState } from './check-in-machine';

/** What the check-in rules' tables are written with (check-in-*.test.ts). */

export const now = new Date('2026-01-12T14:05:00Z');
export const later = new Date('2026-01-12T15:05:00Z');
export const state = (
  status: CheckInStatus,
  sent = true,
  claimedBy: string | null = null,
  more: Partial<CheckInState> = {},
): CheckInState => ({
  status,
  sentAt: sent ? now : null,
  deliveredAt: null,
  claimedBy,
  checkInBy: 'text',
  callAttempt: status === 'calling' ? 1 : 0,
  callId: null,
  retryReason: null,
  ...more,
});
/** A parent checked on by call (issue 23), on the day's first call or its second. */
export const byCall = (status: CheckInStatus, more: Partial<CheckInState> = {}) =>
  state(status, false, null, { checkInBy: 'call', callAttempt: 1, callId: 'call-1', ...more });
export const reply = (outcome: Extract<CheckInEvent, { type: 'reply' }>['outcome'], words = 'x') =>
  ({ type: 'reply', outcome, words, key: 'in-1' }) as const;

/** The effects, without the history records: what people receive, or what the engine does. */
export const acts = (effects: CheckInEffect[]) =>
  effects
    .filter((effect) => effect.type !== 'record')
    .map((effect) => {
      switch (effect.type) {
        case 'tell_family':
          return `family: ${effect.notice}${effect.missedReason ? ` (${[effect.firstMissedReason, effect.missedReason].filter(Boolean).join(', then ')})` : ''}${effect.lateAnswer ? ` ${effect.lateAnswer}` : ''}${effect.early ? ` early by ${effect.early}` : ''}`;
        case 'text_parent':
          return `parent: ${effect.text}`;
        case 'place_call':
          return 'call the parent';
        case 'send_text':
          return 'text the parent';
        case 'tell_owner_skipped':
          return `owner: not sent (${effect.reason})`;
        case 'tell_backups':
          return 'backups: alert';
      }
    });

/**
 * A rule (docs/product.md §2): in this state, when this happens, the day becomes that, and these
 * people hear this.
 */
export type Rule = [string, CheckInStatus, CheckInEvent, CheckInStatus | 'unchanged', string[]];
