import { describe, expect, it } from 'vitest';
import type { Arrival } from '../observer';
import { checkWhatArrived } from './check-run';
import { at, castOf, parentOf, run } from './check-run.support';

const mail = (when: string, subject: string, body: string): Arrival => ({
  at: at(when),
  channel: 'email',
  to: 'owner1@simulation.example',
  subject,
  body,
  delivered: true,
});

/**
 * [12]'s trial reminders, on a hand-written run: seed 20 at 35 parents × 5 days reported the
 * 1-day reminder of an Anchorage owner as late (13:30, due 09:00), though her 9:00 AM fell in
 * the outage (7:35 AM–1:30 PM her time) and the service sent it the minute it came back.
 */
describe('the trial reminders of an owner whose morning fell in the outage', () => {
  const parent = parentOf({ zone: 'America/Anchorage', messageTime: '18:00' });
  const cast = castOf(parent);
  const account = cast.accounts[0]!;
  // The trial ends at 00:05 AM on Wednesday in Anchorage: the 1-day mark is at 00:05 AM on
  // Tuesday, and her first waking minute from it, 9:00 AM, is inside the outage.
  account.trialEndsAt = at('2027-03-10T09:05:00Z');
  const outage = { from: at('2027-03-09T16:35:00Z'), to: at('2027-03-09T22:30:00Z') };
  const subject = 'Your free trial ends on Wednesday, March 10';
  const body = 'Your free trial ends on Wednesday, March 10. Then $15/month for your family.';
  const reminders = (oneDayAt: string) => [
    mail('2027-03-08T00:01:01Z', subject, body),
    mail(oneDayAt, subject, body),
  ];
  const reminderViolations = (arrivals: Arrival[]) =>
    checkWhatArrived(
      { ...cast, outage },
      arrivals,
      [],
      run('2027-03-08T00:00:00Z', 5),
    ).violations.filter((violation) => violation.includes('trial reminder'));

  it('takes the 1-day reminder sent as the service came back', () => {
    expect(reminderViolations(reminders('2027-03-09T22:30:01Z'))).toEqual([]);
  });

  it('still reports one sent later than that', () => {
    expect(reminderViolations(reminders('2027-03-10T00:30:01Z'))).toEqual([
      expect.stringContaining(
        '1-day trial reminder came at 2027-03-09 15:30, due 2027-03-09 13:30',
      ),
    ]);
  });

  it('still reports one sent in the outage, at her 9:00 AM', () => {
    expect(reminderViolations(reminders('2027-03-09T18:00:01Z'))).toEqual([
      expect.stringContaining(
        '1-day trial reminder came at 2027-03-09 09:00, due 2027-03-09 13:30',
      ),
    ]);
  });
});
