import { describe, expect, it } from 'vitest';
import { checkInStatuses, type CheckInStatus } from '../../../shared/check-ins';
import { next, type CheckInEffect, type CheckInEvent } from './check-in-machine';

const now = new Date('2026-01-12T14:05:00Z');
const later = new Date('2026-01-12T15:05:00Z');
const state = (status: CheckInStatus, sent = true, claimedBy: string | null = null) => ({
  status,
  sentAt: sent ? now : null,
  deliveredAt: null,
  claimedBy,
});
const reply = (outcome: Extract<CheckInEvent, { type: 'reply' }>['outcome'], words = 'x') =>
  ({ type: 'reply', outcome, words, key: 'in-1' }) as const;

/** The effects, without the history records: what people receive, or what the engine does. */
const acts = (effects: CheckInEffect[]) =>
  effects
    .filter((effect) => effect.type !== 'record')
    .map((effect) => {
      switch (effect.type) {
        case 'tell_family':
          return `family: ${effect.notice}${effect.missedReason ? ` (${effect.missedReason})` : ''}${effect.lateAnswer ? ` ${effect.lateAnswer}` : ''}`;
        case 'text_parent':
          return `parent: ${effect.text}`;
        case 'place_call':
          return 'call the parent';
      }
    });

// PRODUCT.md §2, rule by rule: in this state, when this happens, the day becomes that, and
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

describe('the check-in rules (PRODUCT.md §2)', () => {
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
      { type: 'call_missed', reason: 'no_answer' },
      { type: 'claim', by: { key: 'member:lee', name: 'Lee' } },
      { type: 'resolve', by: { key: 'member:lee', name: 'Lee' }, note: '' },
    ];
    for (const status of checkInStatuses) {
      for (const event of events) {
        const move = next(state(status), event, now);
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
