import { describe, expect, it } from 'vitest';
import type { Act } from '../observer';
import { checkWhatArrived } from './check-run';
import { at, castOf, parentOf, run, text } from './check-run.support';

/**
 * [21] on a few hand-written minutes: Parent1's NO at 9:05 AM, and what her backup's phone got.
 * Only [21] is read: the family's own notices are left out of these arrivals.
 */
const backupPhone = '+12005550201';
const parent = parentOf({
  language: 'en',
  zone: 'America/New_York',
  messageTime: '09:00',
  backup: { key: 'backup:b-1', phone: backupPhone },
});
const cast = castOf(parent);
const checkIn = text(
  parent.phone,
  '2027-11-05T14:00:00Z',
  'Good morning! Reply YES if you are OK, or NO if you need help.',
);
const no: Act = {
  at: at('2027-11-05T14:05:00Z'),
  from: parent.phone,
  kind: 'text',
  body: 'NO',
  outcome: 'needs_help',
  seq: 1,
};
const told = (when: string) =>
  text(
    backupPhone,
    when,
    "Family Check-In alert about Parent1 Sim: Parent1 replied NO to today's check-in at 9:05 AM and may need help. Please call Parent1 at (200) 555-0101.",
  );
const backupViolations = (arrivals: ReturnType<typeof text>[], acts: Act[] = [no]) =>
  checkWhatArrived(
    cast,
    [checkIn, ...arrivals],
    acts,
    run('2027-11-05T12:00:00Z', 1),
  ).violations.filter((line) => line.startsWith('[21]'));

describe('[21] backup contacts, from their phone', () => {
  it('holds when the backup is told once, 15 minutes after an alert nobody took', () => {
    expect(backupViolations([told('2027-11-05T14:20:00Z')])).toEqual([]);
  });

  it('breaks when the backup is told before 15 minutes', () => {
    expect(backupViolations([told('2027-11-05T14:10:00Z')])).toEqual([
      "[21] Parent1 Sim's backup was told before 15 minutes",
    ]);
  });

  it('breaks when an alert nobody took never reaches the backup, or reaches it twice', () => {
    expect(backupViolations([])).toEqual([
      "[21] Parent1 Sim's backup got 0 alerts for one unclaimed 15 minutes",
    ]);
    expect(
      backupViolations([told('2027-11-05T14:20:00Z'), told('2027-11-05T14:25:00Z')]),
    ).toContain("[21] Parent1 Sim's backup was told 2 times of one alert");
  });

  it('breaks when the backup gets an OK', () => {
    const ok = text(backupPhone, '2027-11-05T14:06:00Z', 'Parent1 Sim replied YES at 9:06 AM.');
    expect(backupViolations([ok, told('2027-11-05T14:20:00Z')])).toEqual([
      "[21] Parent1 Sim's backup got something other than an alert: Parent1 Sim replied YES at 9:06 AM.",
    ]);
  });
});
