import { describe, expect, it } from 'vitest';
import type { CheckInStatus } from '@/shared/check-ins';
import { next, type CheckInEvent, type CheckInState } from './check-in-machine';
import { acts, byCall, now, reply, state } from './check-in-machine.support';

// Issue 23: a parent checked on by call. The day is the call: no answer (or a busy line) brings
// one more call before the family is told, and nothing is ever texted to them.
const callRules: [string, CheckInState, CheckInEvent, CheckInStatus | 'unchanged', string[]][] = [
  [
    'the day’s call answered OK tells the family OK',
    byCall('calling'),
    { type: 'call_answered', answer: 'ok', words: '1', callId: 'call-1' },
    'ok',
    ['family: ok'],
  ],
  [
    'needs help on the day’s call alerts the family',
    byCall('calling'),
    { type: 'call_answered', answer: 'needs_help', words: 'me caí', callId: 'call-1' },
    'needs_help',
    ['family: no'],
  ],
  [
    'nobody answers the first call: one more call, nobody told yet',
    byCall('calling'),
    { type: 'call_missed', reason: 'no_answer', callId: 'call-1' },
    'redialing',
    [],
  ],
  [
    'a busy line: one more call too',
    byCall('calling'),
    { type: 'call_missed', reason: 'busy', callId: 'call-1' },
    'redialing',
    [],
  ],
  [
    'the second call is due: it is placed',
    byCall('redialing', { retryReason: 'no_answer' }),
    { type: 'follow_up_due', callsOn: false },
    'calling',
    ['call the parent'],
  ],
  [
    'the second call unanswered too: the family is told how each ended',
    byCall('calling', { callAttempt: 2, callId: 'call-2', retryReason: 'no_answer' }),
    { type: 'call_missed', reason: 'busy', callId: 'call-2' },
    'no_response',
    ['family: no_response (no_answer, then busy)'],
  ],
  [
    'busy, then answered OK on the second call',
    byCall('calling', { callAttempt: 2, callId: 'call-2', retryReason: 'busy' }),
    { type: 'call_answered', answer: 'ok', words: 'sí', callId: 'call-2' },
    'ok',
    ['family: ok'],
  ],
  [
    'a late report on the first call, once the second is placed, changes nothing',
    byCall('calling', { callAttempt: 2, callId: 'call-2', retryReason: 'no_answer' }),
    { type: 'call_missed', reason: 'no_answer', callId: 'call-1' },
    'unchanged',
    [],
  ],
  [
    'press 9 or "stop calling": the day stops, as for STOP',
    byCall('calling'),
    { type: 'call_answered', answer: 'opt_out', words: '9', callId: 'call-1' },
    'stopped',
    [],
  ],
  [
    'a text from a call parent still counts, but nothing is texted back',
    byCall('redialing'),
    reply('ok'),
    'ok',
    ['family: ok'],
  ],
  [
    'a plea by text from a call parent alerts the family, and nothing is texted back',
    byCall('calling'),
    reply('needs_help'),
    'needs_help',
    ['family: no'],
  ],
  [
    'an answer on a call to the service’s number counts as her reply, with no text back',
    state('awaiting'),
    { ...reply('ok'), channel: 'voice' },
    'ok',
    ['family: ok'],
  ],
];

describe('the check-in rules (docs/product.md §2)', () => {
  it.each(callRules)('a call parent: %s', (_rule, from, event, to, heard) => {
    const move = next(from, event, now);
    if (to === 'unchanged') {
      expect(move).toBeUndefined();
      return;
    }
    expect(move?.status).toBe(to);
    expect(acts(move!.effects)).toEqual(heard);
  });

  it('calls a busy line again after 5 minutes, an unanswered one after 10', () => {
    const busy = next(byCall('calling'), { type: 'call_missed', reason: 'busy' }, now);
    const silent = next(byCall('calling'), { type: 'call_missed', reason: 'no_answer' }, now);
    expect(busy?.set).toEqual({ retryReason: 'busy', followUpAt: new Date(+now + 5 * 60_000) });
    expect(silent?.set).toEqual({
      retryReason: 'no_answer',
      followUpAt: new Date(+now + 10 * 60_000),
    });
    // A text parent's one follow-up call is not repeated.
    expect(next(state('calling'), { type: 'call_missed', reason: 'busy' }, now)?.status).toBe(
      'no_response',
    );
  });
});
