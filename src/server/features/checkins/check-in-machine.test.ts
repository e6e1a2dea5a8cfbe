import { describe, expect, it } from 'vitest';
import { checkInStatuses } from '@/shared/check-ins';
import { next, type CheckInEvent } from './check-in-machine';
import { acts, byCall, later, now, reply, state, type Rule } from './check-in-machine.support';

// docs/product.md §2, rule by rule, while the day is open: the text's answers and reports, and the
// call when no answer comes. After an alert, or an answer: check-in-alerts.test.ts; a parent
// checked on by call: check-in-calls.test.ts; the day's opening: check-in-opening.test.ts.
const pause: CheckInEvent = { type: 'pause', words: 'PAUSE 3' };

const rules: Rule[] = [
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
  // §2.14 her own PAUSE answers the day: it closes as paused, and no call follows; the family
  // hears of it from the pause's own notice
  ['her PAUSE closes a day that waits for her text', 'awaiting', pause, 'paused', []],
  ['her PAUSE closes a day while the call rings', 'calling', pause, 'paused', []],
  ['her PAUSE closes a day waiting for a second call', 'redialing', pause, 'paused', []],
  [
    'a PAUSE after an alert leaves the alert as the family knows it',
    'no_response',
    pause,
    'unchanged',
    [],
  ],
  ['a PAUSE after a NO leaves it as it is', 'needs_help', pause, 'unchanged', []],
  ['a PAUSE after her YES changes nothing of the day', 'ok', pause, 'unchanged', []],
  ['a paused day hears nothing more', 'paused', reply('ok'), 'unchanged', []],
  [
    'a paused day places no call',
    'paused',
    { type: 'follow_up_due', callsOn: true },
    'unchanged',
    [],
  ],
];

describe('the check-in rules (docs/product.md §2)', () => {
  it.each(rules)('%s', (_rule, from, event, to, heard) => {
    const move = next(state(from), event, now);
    if (to === 'unchanged') {
      expect(move).toBeUndefined();
      return;
    }
    expect(move?.status).toBe(to);
    expect(acts(move!.effects)).toEqual(heard);
  });

  it('times the follow-up from the first report only, once', () => {
    const sent = next(state('awaiting', false), { type: 'text_sent', followUpAt: later }, now);
    expect(sent?.set).toEqual({ sentAt: now, followUpAt: later });
    expect(next(state('awaiting'), { type: 'text_sent', followUpAt: later }, now)).toBeUndefined();
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
