import { describe, expect, it } from 'vitest';
import type { Act, Arrival } from '../observer';
import { checkWhatArrived } from './check-run';
import { at, castOf, parentOf, run, text } from './check-run.support';

// Anchorage (UTC-9 in November): she texts PAUSE 2 at 6:00 AM on Sunday the 14th, so the 14th
// and the 15th are paused and check-ins start again on Tuesday the 16th.
const parent = parentOf({ pause: { at: at('2027-11-14T15:00:00Z'), days: 2 } });
const cast = castOf(parent);
const acts: Act[] = [
  { at: parent.pause!.at, from: parent.phone, kind: 'text', body: 'PAUSA 2', outcome: 'pause' },
];
const email = (when: string, subject: string): Arrival => ({
  at: at(when),
  channel: 'email',
  to: 'owner1@simulation.example',
  subject,
  body: subject,
  delivered: true,
});
const answered = text(
  parent.phone,
  '2027-11-14T15:00:00Z',
  'Family Check-In: Sus mensajes diarios quedan en pausa hasta el lun, 15 nov. Vuelven el mar, 16 nov. Para volver antes, escriba SEGUIR.',
);
const told = email(
  '2027-11-14T18:00:00Z',
  "Parent1 Sim's check-ins are paused through Mon, Nov 15",
);
const back = email('2027-11-16T18:00:00Z', "Parent1 Sim's check-ins start again today at 8:20 PM");
const checkIn = (when: string) =>
  text(
    parent.phone,
    when,
    'Hola, P1. Su familia le manda cariño hoy. ¿Cómo está?\n\nResponda SÍ si está bien, o NO si necesita ayuda.',
  );
const window = run('2027-11-14T09:00:00Z', 3);

const pauseViolations = (arrivals: Arrival[]) => {
  const { broken, violations } = checkWhatArrived(cast, arrivals, acts, window);
  return {
    16: broken[16] ?? 0,
    17: broken[17] ?? 0,
    said: violations.filter((line) => /^\[1[67]\]/.test(line)),
  };
};

describe('[16] and [17]: a parent’s own pause, read from the phones and inboxes', () => {
  it('hold when nothing went on her paused days, she was answered, and her family was told twice', () => {
    expect(pauseViolations([answered, told, back])).toEqual({ 16: 0, 17: 0, said: [] });
  });

  it('[16] a check-in on a paused day', () => {
    const { 16: broken, said } = pauseViolations([
      answered,
      told,
      checkIn('2027-11-16T05:20:00Z'),
      back,
    ]);
    expect(broken).toBe(1);
    expect(said).toEqual([
      '[16] Parent1 Sim got 1 check-ins on her paused days 2027-11-14, 2027-11-15',
    ]);
  });

  it('[17] her family never told of the pause, or told of its end on another day', () => {
    expect(pauseViolations([answered, back]).said).toEqual([
      '[17] owner:user-1 got 0 pause emails about Parent1 Sim, not 1',
    ]);
    const early = email(
      '2027-11-15T18:00:00Z',
      "Parent1 Sim's check-ins start again today at 8:20 PM",
    );
    expect(pauseViolations([answered, told, early]).said).toEqual([
      "[17] owner:user-1 was told Parent1 Sim's check-ins start again on another day than 2027-11-16",
    ]);
  });

  it('[17] her PAUSE left unanswered', () => {
    expect(pauseViolations([told, back]).said).toEqual([
      "[17] Parent1 Sim's PAUSE got 0 answers, not one at once",
    ]);
  });
});
