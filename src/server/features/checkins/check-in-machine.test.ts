import { describe, expect, it } from 'vitest';
import { checkInStatuses, type CheckInStatus } from '@/shared/check-ins';
import {
  next,
  opening,
  type CheckInEffect,
  type CheckInEvent,
  type CheckInState,
} from './check-in-machine';

const now = new Date('2026-01-12T14:05:00Z');
const later = new Date('2026-01-12T15:05:00Z');
const state = (
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
const byCall = (status: CheckInStatus, more: Partial<CheckInState> = {}) =>
  state(status, false, null, { checkInBy: 'call', callAttempt: 1, callId: 'call-1', ...more });
const reply = (outcome: Extract<CheckInEvent, { type: 'reply' }>['outcome'], words = 'x') =>
  ({ type: 'reply', outcome, words, key: 'in-1' }) as const;

/** The effects, without the history records: what people receive, or what the engine does. */
const acts = (effects: CheckInEffect[]) =>
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
      }
    });

// docs/product.md §2, rule by rule: in this state, when this happens, the day becomes that, and
// these people hear this.
const rules: [string, CheckInStatus, CheckInEvent, CheckInStatus | 'unchanged', string[]][] = [
  // §2.2 YES
  [
    'YES thanks the parent and tells the family',
    'awaiting',
    reply('ok'),
    'ok',
    ['family: ok', 'parent: thanks'],
  ],
  // §2.3 NO, HELP, a plea
  [
    'NO alerts the family and tells the parent',
    'awaiting',
    reply('needs_help'),
    'needs_help',
    ['family: no', 'parent: family_told'],
  ],
  [
    'HELP is a NO as well',
    'awaiting',
    reply('help'),
    'needs_help',
    ['family: no', 'parent: family_told'],
  ],
  // §2.4 anything else
  [
    'other words are passed on and asked again; the day stays open',
    'awaiting',
    reply('other'),
    'awaiting',
    ['family: info', 'parent: ask_again'],
  ],
  // §3 STOP
  ['STOP ends the day; nothing more goes out', 'awaiting', reply('opt_out'), 'stopped', []],
  ['START changes nothing about the day', 'awaiting', reply('opt_in'), 'unchanged', []],
  // §2.5 no reply → the call, or the alert when calls are off
  [
    'no reply by the delay: the call',
    'awaiting',
    { type: 'follow_up_due', callsOn: true },
    'calling',
    ['call the parent'],
  ],
  [
    'no reply and calls off: the family is alerted',
    'awaiting',
    { type: 'follow_up_due', callsOn: false },
    'no_response',
    ['family: no_response (no_call)'],
  ],
  // §2.8 undeliverable
  [
    'a text that cannot be delivered alerts the family',
    'awaiting',
    { type: 'text_failed', error: '30003' },
    'undeliverable',
    ['family: undeliverable'],
  ],
  [
    'the delivery report sets the follow-up time',
    'awaiting',
    { type: 'text_delivered', followUpAt: later },
    'awaiting',
    [],
  ],
  // §2.6 the call's outcome
  [
    'OK on the call tells the family OK',
    'calling',
    { type: 'call_answered', answer: 'ok', words: '1' },
    'ok',
    ['family: ok'],
  ],
  [
    'needs help on the call alerts the family',
    'calling',
    { type: 'call_answered', answer: 'needs_help', words: 'no' },
    'needs_help',
    ['family: no'],
  ],
  [
    'nobody picked up: all followers alerted',
    'calling',
    { type: 'call_missed', reason: 'no_answer' },
    'no_response',
    ['family: no_response (no_answer)'],
  ],
  [
    'busy: alerted, saying so',
    'calling',
    { type: 'call_missed', reason: 'busy' },
    'no_response',
    ['family: no_response (busy)'],
  ],
  [
    'answered without a usable reply: alerted, saying so',
    'calling',
    { type: 'call_missed', reason: 'answered_no_reply' },
    'no_response',
    ['family: no_response (answered_no_reply)'],
  ],
  [
    'a text YES while the call rings closes the day',
    'calling',
    reply('ok'),
    'ok',
    ['family: ok', 'parent: thanks'],
  ],
  [
    'a text after the call is placed does not place another',
    'calling',
    { type: 'follow_up_due', callsOn: true },
    'unchanged',
    [],
  ],
  // §2.7 late replies
  [
    'a late YES after an alert: the family gets an update',
    'no_response',
    reply('ok'),
    'ok',
    ['family: late YES', 'parent: thanks'],
  ],
  [
    'a late NO after an alert: the family gets an update',
    'undeliverable',
    reply('needs_help'),
    'needs_help',
    ['family: late NO', 'parent: family_told'],
  ],
  [
    'a late answer on the call counts as well',
    'no_response',
    { type: 'call_answered', answer: 'ok', words: '1' },
    'ok',
    ['family: late YES'],
  ],
  // After the day is answered
  [
    'a plea after YES is never dropped',
    'ok',
    reply('needs_help'),
    'needs_help',
    ['family: no', 'parent: family_told'],
  ],
  ['a second YES says nothing new', 'ok', reply('ok'), 'unchanged', []],
  [
    'words after an answer still reach the family',
    'needs_help',
    reply('other'),
    'needs_help',
    ['family: info'],
  ],
  [
    'the call ending after a text YES changes nothing',
    'ok',
    { type: 'call_missed', reason: 'no_answer' },
    'unchanged',
    [],
  ],
  // §2.10 "I'm on it" and "SHE'S OK"
  [
    "I'm on it: the first claim is recorded and everyone else is told",
    'needs_help',
    { type: 'claim', by: { key: 'member:lee', name: 'Lee' } },
    'needs_help',
    ['family: claimed'],
  ],
  [
    "SHE'S OK closes the alert on her behalf; everyone else is told who and why",
    'no_response',
    { type: 'resolve', by: { key: 'member:lee', name: 'Lee' }, note: 'phone was off' },
    'resolved',
    ['family: resolved'],
  ],
  [
    'there is nothing to claim on a day that is not an alert',
    'ok',
    { type: 'claim', by: { key: 'member:lee', name: 'Lee' } },
    'unchanged',
    [],
  ],
  [
    'her own YES after the family closed the alert: the day is OK, the family updated',
    'resolved',
    reply('ok'),
    'ok',
    ['family: late YES', 'parent: thanks'],
  ],
  [
    'a plea after the family closed the alert is a new alert',
    'resolved',
    reply('needs_help'),
    'needs_help',
    ['family: no', 'parent: family_told'],
  ],
  // Closed days
  ['a stopped day takes nothing', 'stopped', reply('ok'), 'unchanged', []],
  ['a skipped day takes nothing', 'skipped', reply('needs_help'), 'unchanged', []],
];

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

  it('begins a day: a text, a call for a call parent, or the parent’s own early check-in', () => {
    const clear = { subscribed: true, optedOut: false, consented: true };
    const texted = opening({ type: 'due', by: 'text', blockers: clear, manual: false }, now);
    expect([texted.status, texted.set, acts(texted.effects)]).toEqual([
      'awaiting',
      {},
      ['text the parent'],
    ]);
    expect(texted.effects[0]).toEqual({
      type: 'record',
      step: { kind: 'text_queued', detail: { manual: false } },
    });
    const called = opening({ type: 'due', by: 'call', blockers: clear, manual: true }, now);
    expect([called.status, called.set, acts(called.effects)]).toEqual([
      'calling',
      { callAttempt: 1 },
      ['call the parent'],
    ]);
    expect(called.effects[0]).toEqual({
      type: 'record',
      step: { kind: 'call_due', detail: { manual: true } },
    });
    const early = { outcome: 'ok', words: 'YES', key: 'in-1' } as const;
    const byText = opening({ type: 'early', by: 'text', channel: 'sms', ...early }, now);
    expect([byText.status, acts(byText.effects)]).toEqual([
      'ok',
      ['family: ok early by sms', 'parent: thanks'],
    ]);
    // By a call to the service's number: the call's closing words thank her; no text.
    const byPhone = opening({ type: 'early', by: 'call', channel: 'voice', ...early }, now);
    expect([byPhone.status, acts(byPhone.effects)]).toEqual(['ok', ['family: ok early by voice']]);
    const plea = opening(
      { type: 'early', by: 'call', channel: 'voice', outcome: 'needs_help', words: '2', key: 'c' },
      now,
    );
    expect([plea.status, acts(plea.effects)]).toEqual(['needs_help', ['family: no']]);
  });

  // A day that cannot be sent is skipped, by the first thing missing, and the owner is told.
  it.each([
    [{ subscribed: false, optedOut: true, consented: false }, 'subscription'],
    [{ subscribed: true, optedOut: true, consented: false }, 'opted_out'],
    [{ subscribed: true, optedOut: false, consented: false }, 'consent'],
  ] as const)('skips a day when %o: %s', (blockers, reason) => {
    for (const by of ['text', 'call'] as const) {
      const skipped = opening({ type: 'due', by, blockers, manual: false }, now);
      expect([skipped.status, skipped.set, acts(skipped.effects)]).toEqual([
        'skipped',
        { skipReason: reason },
        [`owner: not sent (${reason})`],
      ]);
      expect(skipped.effects[0]).toEqual({
        type: 'record',
        step: { kind: 'skipped', detail: { reason } },
      });
    }
  });

  it.each(rules)('%s', (_rule, from, event, to, heard) => {
    const move = next(state(from), event, now);
    if (to === 'unchanged') {
      expect(move).toBeUndefined();
      return;
    }
    expect(move?.status).toBe(to);
    expect(acts(move!.effects)).toEqual(heard);
  });

  it('records only the first claim: a second one changes nothing', () => {
    const second = next(
      state('needs_help', true, 'member:lee'),
      { type: 'claim', by: { key: 'owner:dana', name: 'Dana' } },
      now,
    );
    expect(second).toBeUndefined();
    const resolved = next(
      state('needs_help', true, 'member:lee'),
      { type: 'resolve', by: { key: 'owner:dana', name: 'Dana' }, note: '' },
      now,
    );
    // Closing it is still possible, and keeps who was on it.
    expect(resolved?.status).toBe('resolved');
    expect(resolved?.set).not.toHaveProperty('claimedBy');
  });

  it('times the follow-up from the first report only, once', () => {
    const sent = next(state('awaiting', false), { type: 'text_sent', followUpAt: later }, now);
    expect(sent?.set).toEqual({ sentAt: now, followUpAt: later });
    expect(next(state('awaiting'), { type: 'text_sent', followUpAt: later }, now)).toBeUndefined();
  });

  it('keeps the parent’s words with the alert, and the time of the first alert on a late reply', () => {
    const no = next(state('awaiting'), reply('needs_help', 'I fell in the kitchen'), now);
    expect(no?.set).toMatchObject({ alertedAt: now, responseBody: 'I fell in the kitchen' });
    expect(no?.effects).toContainEqual({
      type: 'tell_family',
      notice: 'no',
      words: 'I fell in the kitchen',
      occurrence: 'in-1',
    });
    const late = next(state('no_response'), reply('ok'), now);
    expect(late?.set).not.toHaveProperty('alertedAt');
  });

  it('tells the family each time the day turns again, each notice keyed apart', () => {
    // NO, the family says SHE'S OK, then another plea: a second alert, not the first one again.
    const second = { ...reply('needs_help', 'it hurts again'), key: 'in-2' };
    const again = next(state('resolved'), second, now);
    expect(again?.effects).toContainEqual({
      type: 'tell_family',
      notice: 'no',
      words: 'it hurts again',
      occurrence: 'in-2',
    });
    // No answer, a late NO, SHE'S OK, then her own YES: two late notices, keyed by her texts.
    const lateNo = next(state('no_response'), reply('needs_help', 'not really'), now);
    const lateYes = next(state('resolved'), { ...reply('ok', 'all fine'), key: 'in-3' }, now);
    const keys = [lateNo, lateYes].map((move) => {
      const notice = move?.effects.find(
        (effect) => effect.type === 'tell_family' && effect.notice === 'late',
      );
      return notice?.type === 'tell_family' ? notice.occurrence : undefined;
    });
    expect(keys).toEqual(['in-1', 'in-3']);
    // Claims of the first alert and of the second are two notices as well.
    const lee = { key: 'member:lee', name: 'Lee' };
    const first = next(state('needs_help'), { type: 'claim', by: lee }, now);
    const later = new Date(now.getTime() + 3_600_000);
    const secondClaim = next(state('needs_help'), { type: 'claim', by: lee }, later);
    const claimKeys = [first, secondClaim].map((move) => {
      const notice = move?.effects.find((effect) => effect.type === 'tell_family');
      return notice?.type === 'tell_family' ? notice.occurrence : undefined;
    });
    expect(new Set(claimKeys).size).toBe(2);
  });

  it('decides something, or deliberately nothing, for every status and event', () => {
    const events: CheckInEvent[] = [
      reply('ok'),
      reply('needs_help'),
      reply('help'),
      reply('opt_out'),
      reply('opt_in'),
      reply('other'),
      { type: 'follow_up_due', callsOn: true },
      { type: 'text_sent', followUpAt: later },
      { type: 'text_delivered', followUpAt: later },
      { type: 'text_failed', error: null },
      { type: 'call_answered', answer: 'ok', words: '1' },
      { type: 'call_answered', answer: 'opt_out', words: '9' },
      { type: 'call_missed', reason: 'no_answer' },
      { type: 'claim', by: { key: 'member:lee', name: 'Lee' } },
      { type: 'resolve', by: { key: 'member:lee', name: 'Lee' }, note: '' },
    ];
    for (const status of checkInStatuses) {
      for (const [event, from] of events.flatMap((event) => [
        [event, state(status)] as const,
        [event, byCall(status)] as const,
      ])) {
        const move = next(from, event, now);
        // Nothing is ever texted to a parent checked on by call.
        if (move && from.checkInBy === 'call')
          expect(move.effects.some((effect) => effect.type === 'text_parent')).toBe(false);
        // Moves only ever go to a known status, and an alert is always told to the family.
        if (move) expect(checkInStatuses).toContain(move.status);
        if (
          move &&
          move.status !== status &&
          ['needs_help', 'no_response', 'undeliverable'].includes(move.status)
        )
          expect(move.effects.some((effect) => effect.type === 'tell_family')).toBe(true);
      }
    }
  });
});
