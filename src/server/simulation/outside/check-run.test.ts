import { describe, expect, it } from 'vitest';
import {
  helpReply,
  optInConfirmation,
  optOutConfirmation,
} from '../../channels/sms/compliance-messages';
import type { Act, Arrival } from '../observer';
import { checkWhatArrived } from './check-run';
import { at, castOf, parentOf, run, text } from './check-run.support';

/**
 * The outside checks on a few hand-written minutes of a run: what reached one parent's phone
 * and the owner's inbox, and what the parent did. Each case is a day seed 3 or seed 23 of
 * `npm run simulate` reported as broken though the service had kept its promise.
 */
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
});
