import { describe, expect, it } from 'vitest';
import {
  helpReply,
  optInConfirmation,
  optOutConfirmation,
} from '../../channels/sms/compliance-messages';
import type { CastAccount, CastParent } from '../cast';
import type { Act, Arrival } from '../observer';
import { checkWhatArrived } from './check-run';

/**
 * The outside checks on a few hand-written minutes of a run: what reached one parent's phone
 * and the owner's inbox, and what the parent did. Each case is a day seed 3 or seed 23 of
 * `npm run simulate` reported as broken though the service had kept its promise.
 */
const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);

const parentOf = (traits: Partial<CastParent>): CastParent => ({
  id: 'parent-1',
  userId: 'user-1',
  name: 'Parent1 Sim',
  nickname: 'P1',
  phone: '+12005550101',
  zone: 'America/Anchorage',
  messageTime: '20:20',
  enabled: true,
  consented: true,
  faults: {},
  checkInBy: 'text',
  language: 'es',
  ...traits,
});

/** One account, the parent's owner told only by e-mail. */
const castOf = (parent: CastParent, voiceResponse: CastAccount['voiceResponse'] = 'both') => {
  const account: CastAccount = {
    userId: parent.userId,
    subscribed: true,
    followUpMinutes: 30,
    callsOn: true,
    voiceResponse,
    ownerZone: parent.zone,
    parents: [parent],
    recipients: [
      {
        key: `owner:${parent.userId}`,
        firstName: 'Owner1',
        email: 'owner1@simulation.example',
        phone: null,
        agreed: false,
        wants: 'email',
        owner: true,
        parentIds: [parent.id],
      },
    ],
  };
  return { accounts: [account], parents: [parent] };
};

const text = (to: string, when: string, body: string): Arrival => ({
  at: at(when),
  channel: 'sms',
  to,
  body,
  delivered: true,
});

const run = (start: string, days: number) => ({
  start: at(start),
  end: at(start) + days * 1440 * MINUTE,
  stepMs: 5 * MINUTE,
});

describe('the outside checks', () => {
  // Seed 3: Parent40 (Spanish, Anchorage, 20:20) was read as texted twice that day, at 21:10,
  // and as owed a "¡Gracias!" and an "OK" e-mail, because AYUDA's answer was taken for a
  // check-in.
  describe('a Spanish-speaking parent who writes AYUDA after her check-in', () => {
    const parent = parentOf({});
    const cast = castOf(parent);
    const checkIn = text(
      parent.phone,
      '2027-11-13T05:20:00Z',
      'Hola, P1. Su familia le manda cariño hoy. ¿Cómo está?\n\nResponda SÍ si está bien, o NO si necesita ayuda.',
    );
    // AYUDA gets the help text and, from a parent, counts as a NO: the family is told.
    const arrivals: Arrival[] = [
      checkIn,
      text(parent.phone, '2027-11-13T05:30:00Z', helpReply('support@familycheckin.example', 'es')),
      text(
        parent.phone,
        '2027-11-13T05:30:00Z',
        'Gracias por avisarnos. Su familia ya fue notificada y se comunicará con usted pronto. En una emergencia, llame al 911.',
      ),
      {
        at: at('2027-11-13T05:30:00Z'),
        channel: 'email',
        to: 'owner1@simulation.example',
        subject: 'Parent1 Sim may need help',
        body: 'Parent1 Sim replied to today\'s check-in: "AYUDA".',
        delivered: true,
      },
    ];
    // Then "Todo bien aquí": after her NO, news for the family's texts, not a new day.
    const acts: Act[] = [
      {
        at: at('2027-11-13T05:30:00Z'),
        from: parent.phone,
        kind: 'text',
        body: 'AYUDA',
        outcome: 'help',
        seq: 1,
      },
      {
        at: at('2027-11-13T05:45:00Z'),
        from: parent.phone,
        kind: 'text',
        body: 'Todo bien aquí',
        outcome: 'ok',
        seq: 2,
      },
    ];

    it('counts one check-in that day, and owes nothing for the help text', () => {
      const result = checkWhatArrived(cast, arrivals, acts, run('2027-11-12T12:00:00Z', 1));
      expect(result.violations).toEqual([]);
      expect(result.counts['check-in texts received']).toBe(1);
    });

    it('still reports a second check-in text on the same day', () => {
      const again = { ...checkIn, at: at('2027-11-13T06:10:00Z') };
      const result = checkWhatArrived(
        cast,
        [...arrivals, again],
        acts,
        run('2027-11-12T12:00:00Z', 1),
      );
      expect(result.violations).toContain(
        '[2] Parent1 Sim got a check-in at 2027-11-12 21:10 local',
      );
      expect(result.violations).toContain(
        '[2] Parent1 Sim got 2 check-ins on 2027-11-12 (due 20:20)',
      );
    });
  });

  // Seed 1 (60 parents × 14 days): Parent30 (Spanish) wrote "Para" and a day later START, and
  // START's answer came in English: her STOP had ended her agreement, and with it the language
  // her account chose (docs/product.md §3: with no verified consent, English).
  describe('a Spanish-speaking parent who opts out and back in', () => {
    const parent = parentOf({ zone: 'America/New_York', messageTime: '11:20' });
    const cast = castOf(parent);
    const acts: Act[] = [
      {
        at: at('2027-03-17T15:30:00Z'),
        from: parent.phone,
        kind: 'text',
        body: 'Para',
        outcome: 'opt_out',
        seq: 1,
      },
      {
        at: at('2027-03-18T13:05:00Z'),
        from: parent.phone,
        kind: 'text',
        body: 'START',
        outcome: 'opt_in',
        seq: 2,
      },
    ];
    const arrivals = (startAnswer: string) => [
      text(
        parent.phone,
        '2027-03-17T15:20:01Z',
        'Hola, P1. Su familia le manda cariño hoy. ¿Cómo está?\n\nResponda SÍ si está bien, o NO si necesita ayuda.',
      ),
      text(parent.phone, '2027-03-17T15:30:01Z', optOutConfirmation('es')),
      text(parent.phone, '2027-03-18T13:05:01Z', startAnswer),
    ];

    it('hears her STOP confirmed in Spanish and her START in English', () => {
      const result = checkWhatArrived(
        cast,
        arrivals(optInConfirmation('en')),
        acts,
        run('2027-03-17T12:00:00Z', 2),
      );
      expect(result.violations).toEqual([]);
    });

    it('is not answered in the language her account chose once her agreement ended', () => {
      const result = checkWhatArrived(
        cast,
        arrivals(optInConfirmation('es')),
        acts,
        run('2027-03-17T12:00:00Z', 2),
      );
      expect(result.violations).toEqual([
        `[10] Parent1 Sim got a text in Spanish after her STOP ended her agreement: "${optInConfirmation('es').slice(0, 80)}"`,
      ]);
    });
  });

  // Seed 3's Parent13 and seed 23's Parent6: a parent checked on by call pressed 9 on the day's
  // own call, which rang at her time, and the day was read as one on which nothing may go.
  describe('a call parent who presses 9 on the call at her time', () => {
    const parent = parentOf({ checkInBy: 'call', language: 'en', zone: 'America/Chicago' });
    const cast = castOf(parent, 'keypad');
    const call = (when: string): Arrival => ({
      at: at(when),
      channel: 'call',
      to: parent.phone,
      body: '',
      delivered: true,
      sid: `call-${when}`,
      language: 'en-US',
    });
    const acts: Act[] = [
      { at: at('2027-11-13T02:20:00Z'), from: parent.phone, kind: 'call', body: 'press-9', seq: 1 },
    ];

    it('counts that call as the day she was rightly called', () => {
      const result = checkWhatArrived(
        cast,
        [call('2027-11-13T02:20:00Z')],
        acts,
        run('2027-11-12T12:00:00Z', 1),
      );
      expect(result.violations).toEqual([]);
    });

    it('still reports a call on the next day', () => {
      const result = checkWhatArrived(
        cast,
        [call('2027-11-13T02:20:00Z'), call('2027-11-14T02:20:00Z')],
        acts,
        run('2027-11-12T12:00:00Z', 2),
      );
      expect(result.violations).toContain('[3] Parent1 Sim got a check-in after replying STOP');
      expect(result.violations).toContain(
        '[2] Parent1 Sim was texted on 2027-11-13 though nothing may go',
      );
    });
  });

  // Seed 10 (60 parents × 14 days): Member2 wrote "im on it!" in the minute Parent11 wrote
  // "No me siento bien", before her. The claim took the alert open when it came, Parent12's,
  // as the notices said; the check had taken Parent11's, raised in that minute but after it.
  describe("a claim in the minute a parent's plea comes, before it", () => {
    const first = parentOf({ language: 'en', zone: 'America/New_York', messageTime: '13:50' });
    const second = parentOf({
      id: 'parent-2',
      name: 'Parent2 Sim',
      nickname: 'P2',
      phone: '+12005550102',
      language: 'en',
      zone: 'America/New_York',
      messageTime: '14:20',
    });
    const member = '+12005550103';
    const cast = castOf(first);
    const account = cast.accounts[0]!;
    account.parents.push(second);
    cast.parents.push(second);
    account.recipients[0]!.parentIds.push(second.id);
    account.recipients.push({
      key: 'member:member-1',
      firstName: 'Member1',
      email: 'member1@simulation.example',
      phone: member,
      agreed: true,
      wants: 'sms',
      owner: false,
      parentIds: [first.id, second.id],
    });
    const email = (when: string, subject: string, body: string): Arrival => ({
      ...text('owner1@simulation.example', when, body),
      channel: 'email',
      subject,
    });
    const plea = (parent: CastParent, when: string, time: string): Arrival[] => [
      text(
        parent.phone,
        when,
        'Thank you for telling us. Your family has been notified and will reach out soon. In an emergency, call 911.',
      ),
      text(
        member,
        when,
        `${parent.name} replied to today's check-in at ${time}: "I dont feel well". They may need help. Please reach out to them now.`,
      ),
      email(
        when,
        `${parent.name} may need help`,
        `${parent.name} replied to today's check-in at ${time}: "I dont feel well".`,
      ),
    ];
    const checkIn = (parent: CastParent, when: string) =>
      text(
        parent.phone,
        when,
        'Hello! How are you today?\n\nReply YES if you are OK, or NO if you need help.',
      );
    const acts: Act[] = [
      {
        at: at('2027-11-05T18:15:00Z'),
        from: first.phone,
        kind: 'text',
        body: 'I dont feel well',
        outcome: 'needs_help',
        seq: 1,
      },
      {
        at: at('2027-11-05T18:30:00Z'),
        from: member,
        kind: 'text',
        body: 'im on it!',
        outcome: 'claim',
        seq: 2,
      },
      {
        at: at('2027-11-05T18:30:00Z'),
        from: second.phone,
        kind: 'text',
        body: 'I dont feel well',
        outcome: 'needs_help',
        seq: 3,
      },
    ];
    const arrivals = (claimed: CastParent) => [
      checkIn(first, '2027-11-05T17:50:01Z'),
      checkIn(second, '2027-11-05T18:20:01Z'),
      ...plea(first, '2027-11-05T18:15:01Z', '2:15 PM'),
      text(member, '2027-11-05T18:30:01Z', "Thanks, Member1. We've told the others you're on it."),
      email(
        '2027-11-05T18:30:01Z',
        'Member1 is on it (2:30 PM)',
        `Member1 is on it (2:30 PM): they are taking care of today's alert about ${claimed.name}.`,
      ),
      ...plea(second, '2027-11-05T18:30:01Z', '2:30 PM'),
    ];

    it('is a claim of the alert open when it came', () => {
      const result = checkWhatArrived(cast, arrivals(first), acts, run('2027-11-05T12:00:00Z', 1));
      expect(result.violations).toEqual([]);
    });

    it('is not a claim of the alert raised after it', () => {
      const result = checkWhatArrived(cast, arrivals(second), acts, run('2027-11-05T12:00:00Z', 1));
      expect(result.violations).toContain(
        '[7] owner:user-1 was told 0 times (not 1) that Member1 is on it for Parent1 Sim (claim at 2027-11-05T18:30:00.000Z)',
      );
    });
  });

  // [13] (issue 35): after an outage, no call follows up a day that is over. Parent1 (Anchorage,
  // 20:20) was texted at 8:20 PM; the service was down from 8:30 PM.
  describe('a check-in still waiting when the outage began', () => {
    const parent = parentOf({ language: 'en' });
    const checkIn = text(
      parent.phone,
      '2027-11-06T04:20:00Z',
      'Hi P1! Thinking of you this Friday.\n\nReply YES if you are OK, or NO if you need help.',
    );
    const call = (when: string): Arrival => ({
      at: at(when),
      channel: 'call',
      to: parent.phone,
      body: '',
      delivered: true,
    });
    const outageUntil = (to: string) => ({
      ...castOf(parent),
      outage: { from: at('2027-11-06T04:30:00Z'), to: at(to) },
    });

    it('is called after the outage while her date is the same', () => {
      const result = checkWhatArrived(
        outageUntil('2027-11-06T07:50:00Z'),
        [checkIn, call('2027-11-06T07:50:00Z')],
        [],
        run('2027-11-06T04:00:00Z', 0.5),
      );
      expect(result.violations.filter((line) => line.startsWith('[13]'))).toEqual([]);
    });

    it('is not called once her midnight has passed', () => {
      const result = checkWhatArrived(
        outageUntil('2027-11-06T10:30:00Z'),
        [checkIn, call('2027-11-06T10:30:00Z')],
        [],
        run('2027-11-06T04:00:00Z', 0.5),
      );
      expect(result.violations).toContain(
        '[13] Parent1 Sim was called at 2027-11-06 02:30 for a day that was over',
      );
    });
  });
});
