import { describe, expect, it } from 'vitest';
import type { Act, Arrival } from '../observer';
import { checkWhatArrived } from './check-run';
import { at, castOf, parentOf, run, text } from './check-run.support';

// [19] Two check-ins a day (docs/product.md §2.13), read from the phones and the inbox: New York
// (EST), her first time 9:00 AM, her second 7:00 PM with the owner's own words. Monday 8
// November 2027: 9:00 AM is 14:00Z, 7:00 PM is 00:00Z on the 9th. Her family hears after 30 minutes.
const evening = 'Good evening {parent_name}, did supper go well?';
const parent = parentOf({
  language: 'en',
  zone: 'America/New_York',
  messageTime: '09:00',
  moreTimes: [{ time: '19:00', message: evening }],
});
const cast = castOf(parent);
const window = run('2027-11-08T12:00:00Z', 1);
const reply = 'Reply YES if you are OK, or NO if you need help.';

const email = (when: string, subject: string): Arrival => ({
  ...text('owner1@simulation.example', when, subject),
  channel: 'email',
  subject,
});
const morning = text(parent.phone, '2027-11-08T14:00:00Z', `Hello! How are you today?\n\n${reply}`);
const eveningText = (
  when = '2027-11-09T00:00:00Z',
  words = 'Good evening P1, did supper go well?',
) => text(parent.phone, when, `${words}\n\n${reply}`);
const thanks = text(parent.phone, '2027-11-08T14:10:00Z', 'Thank you, P1! Have a great day.');
const okMail = email('2027-11-08T14:10:00Z', 'Parent1 Sim is OK today');
const call = (when: string): Arrival => ({
  ...text(parent.phone, when, 'the check-in call'),
  channel: 'call',
});
const silentAlert = email('2027-11-09T00:31:00Z', 'Parent1 Sim did not respond today');
const acts: Act[] = [
  {
    at: at('2027-11-08T14:10:00Z'),
    from: parent.phone,
    kind: 'text',
    body: 'yes',
    outcome: 'ok',
    seq: 1,
  },
  { at: at('2027-11-09T00:31:00Z'), from: parent.phone, kind: 'call', body: 'no-answer', seq: 2 },
];
// The morning answered, the evening silent: its own call, unanswered, and its own alert.
const wholeDay = [
  morning,
  thanks,
  okMail,
  eveningText(),
  call('2027-11-09T00:31:00Z'),
  silentAlert,
];

const broken19 = (arrivals: Arrival[], who = cast, what = acts) => {
  const { broken, violations } = checkWhatArrived(who, arrivals, what, window);
  return {
    19: broken[19] ?? 0,
    2: broken[2] ?? 0,
    said: violations.filter((line) => /^\[19\]/.test(line)),
  };
};

describe('[19] several check-ins a day, from the phones', () => {
  it('holds: each time its own text at its minute, the evening in the owner’s words, its own call and alert', () => {
    expect(broken19(wholeDay)).toEqual({ 19: 0, 2: 0, said: [] });
  });

  it('breaks when the evening text never comes (the sweep took the morning’s check-in for the day’s)', () => {
    const result = broken19(wholeDay.filter((arrival) => arrival.at < at('2027-11-09T00:00:00Z')));
    expect(result[19]).toBeGreaterThan(0);
    expect(result.said).toContain('[19] Parent1 Sim got 0 check-ins on 2027-11-08 (due 19:00)');
    expect(result[2]).toBe(0);
  });

  it('breaks when the evening text comes late, or twice', () => {
    const late = wholeDay.map((arrival) =>
      arrival === wholeDay[3] ? eveningText('2027-11-09T00:25:00Z') : arrival,
    );
    expect(broken19(late).said).toContain(
      "[19] Parent1 Sim's check-in on 2027-11-08 came at 19:25, due 19:00",
    );
    expect(broken19([...wholeDay, eveningText('2027-11-09T00:05:00Z')])[19]).toBeGreaterThan(0);
  });

  it('breaks when the evening text carries the usual words though the owner wrote her own, or the morning’s', () => {
    const usual = wholeDay.map((arrival) =>
      arrival === wholeDay[3]
        ? eveningText(undefined, 'Hi P1, checking in on you again at 7:00 PM.')
        : arrival,
    );
    expect(broken19(usual)[19]).toBe(1);
    const morningWords = wholeDay.map((arrival) =>
      arrival === wholeDay[3] ? eveningText(undefined, 'Hello! How are you today?') : arrival,
    );
    expect(broken19(morningWords)[19]).toBe(1);
  });

  it('reads the usual words in her language when the owner wrote none', () => {
    const spanish = parentOf({
      zone: 'America/New_York',
      messageTime: '09:00',
      moreTimes: [{ time: '19:00', message: '' }],
    });
    const spanishReply = 'Responda SÍ si está bien, o NO si necesita ayuda.';
    const arrivals = [
      text(spanish.phone, '2027-11-08T14:00:00Z', `Hola, P1. ¿Cómo está hoy?\n\n${spanishReply}`),
      text(
        spanish.phone,
        '2027-11-09T00:00:00Z',
        `Hola, P1. Le escribimos otra vez a las 7:00 p. m. para saber cómo está.\n\n${spanishReply}`,
      ),
    ];
    // She answers the evening's: no call is owed.
    const answered: Act[] = [
      {
        at: at('2027-11-09T00:10:00Z'),
        from: spanish.phone,
        kind: 'text',
        body: 'sí',
        outcome: 'ok',
      },
    ];
    expect(broken19(arrivals, castOf(spanish), answered)[19]).toBe(0);
    const english = [
      arrivals[0]!,
      text(
        spanish.phone,
        '2027-11-09T00:00:00Z',
        `Hi P1, checking in on you again at 7:00 PM.\n\n${reply}`,
      ),
    ];
    expect(broken19(english, castOf(spanish), answered)[19]).toBe(1);
  });

  it('breaks when the silent evening brings no call, or no alert, because the morning was answered', () => {
    const noCall = broken19(
      wholeDay.filter((arrival) => arrival.channel !== 'call'),
      cast,
      [acts[0]!],
    );
    expect(noCall.said).toContain(
      '[19] Parent1 Sim was silent after her 19:00 check-in on 2027-11-08 and no call of its own came',
    );
    const noAlert = broken19(wholeDay.filter((arrival) => arrival !== silentAlert));
    expect(noAlert.said).toContain(
      '[19] owner:user-1 got no alert of its own for Parent1 Sim’s silent 19:00 check-in on 2027-11-08'.replace(
        '’',
        "'",
      ),
    );
  });
});
