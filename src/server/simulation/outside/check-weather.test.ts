import { describe, expect, it } from 'vitest';
import type { Cast } from '../cast';
import type { Arrival } from '../observer';
import { checkWhatArrived } from './check-run';
import { at, castOf, parentOf, run, text } from './check-run.support';

// New York (UTC-5 in November): an Extreme Heat Warning for her ZIP from 10:00 AM on Monday the
// 15th, for three hours; her own time is 8:20 PM. Her sister in the same account has none.
const heatAt = (iso: string) => ({ at: at(iso), hours: 3, zip: '10001' });
const castWith = (heat: ReturnType<typeof heatAt>): Cast => {
  const parent = parentOf({ zone: 'America/New_York', language: 'en', heat });
  const sister = parentOf({
    id: 'parent-2',
    name: 'Parent2 Sim',
    nickname: 'P2',
    phone: '+12005550102',
    zone: 'America/New_York',
    language: 'en',
  });
  const cast = castOf(parent);
  cast.accounts[0]!.parents.push(sister);
  cast.accounts[0]!.recipients[0]!.parentIds.push(sister.id);
  cast.parents.push(sister);
  return cast;
};
const morning = castWith(heatAt('2027-11-15T15:00:00Z'));
const words =
  'There is an Extreme Heat Warning where you are today.\n\nReply YES if you are OK, or NO if you need help.';
const heatText = (when: string, to = '+12005550101') => text(to, when, words);
const told = (when: string): Arrival => ({
  at: at(when),
  channel: 'email',
  to: 'owner1@simulation.example',
  subject: 'Your parent got an extra check-in today: Extreme Heat Warning',
  body: 'Your parent got an extra check-in today: the National Weather Service has issued an Extreme Heat Warning for their area.',
  delivered: true,
});
const window = run('2027-11-14T09:00:00Z', 3);

const weatherViolations = (arrivals: Arrival[], cast: Cast = morning) => {
  const { broken, violations } = checkWhatArrived(cast, arrivals, [], window);
  return {
    broken: broken[20] ?? 0,
    said: violations.filter((line) => line.startsWith('[20]')),
  };
};

describe('[20] a weather warning’s extra check-in, read from the phones and inboxes', () => {
  it('holds when she got one, in our words, as the warning was seen, her family told', () => {
    expect(
      weatherViolations([heatText('2027-11-15T15:00:01Z'), told('2027-11-15T15:00:01Z')]),
    ).toEqual({ broken: 0, said: [] });
  });

  it('breaks when the extra check-in never came', () => {
    expect(weatherViolations([]).said).toEqual([
      '[20] Parent1 Sim got 0 weather texts on 2027-11-15, not 1',
    ]);
  });

  it('breaks when it came twice in one day', () => {
    expect(
      weatherViolations([
        heatText('2027-11-15T15:00:01Z'),
        told('2027-11-15T15:00:01Z'),
        heatText('2027-11-15T16:00:01Z'),
        told('2027-11-15T16:00:01Z'),
      ]).said,
    ).toEqual(['[20] Parent1 Sim got 2 weather texts on 2027-11-15, not 1']);
  });

  it('breaks when a warning seen at 4:00 AM brought its text at 6:00 AM, before 7:00 AM', () => {
    const night = castWith(heatAt('2027-11-15T09:00:00Z'));
    expect(
      weatherViolations([heatText('2027-11-15T11:00:01Z'), told('2027-11-15T11:00:01Z')], night)
        .said,
    ).toEqual([
      '[20] Parent1 Sim got a weather text at 2027-11-15 06:00 local',
      "[20] Parent1 Sim's weather text on 2027-11-15 came at 06:00, due from 07:00",
    ]);
  });

  it('breaks when another parent, with no warning, got a weather text', () => {
    expect(
      weatherViolations([
        heatText('2027-11-15T15:00:01Z'),
        told('2027-11-15T15:00:01Z'),
        heatText('2027-11-15T15:00:01Z', '+12005550102'),
      ]).said,
    ).toEqual(['[20] Parent2 Sim has no warning but got 1 weather texts']);
  });

  it('breaks when a follower was not told', () => {
    expect(weatherViolations([heatText('2027-11-15T15:00:01Z')]).said).toEqual([
      "[20] owner:user-1 got 0 weather emails about Parent1 Sim's extra check-in on 2027-11-15, not 1",
    ]);
  });
});

describe('[13] a day missed in an outage, with a heat warning that morning', () => {
  // The service is down from 7:00 PM to midnight on the 15th: her 8:20 PM day is missed, and
  // her sister's too, and their owner is told so as the service comes back.
  const outage = { from: at('2027-11-16T00:00:00Z'), to: at('2027-11-16T05:00:00Z') };
  const missed = (name: string): Arrival => ({
    at: at('2027-11-16T05:00:01Z'),
    channel: 'email',
    to: 'owner1@simulation.example',
    subject: `We missed ${name}'s check-in`,
    body: 'We could not send the check-in for Monday, November 15.',
    delivered: true,
  });

  it("holds: the morning's extra check-in is not that day's check-in", () => {
    const { violations } = checkWhatArrived(
      { ...morning, outage },
      [
        heatText('2027-11-15T15:00:01Z'),
        told('2027-11-15T15:00:01Z'),
        missed('Parent1'),
        missed('Parent2'),
      ],
      [],
      window,
    );
    expect(violations.filter((line) => line.startsWith('[13]'))).toEqual([]);
  });
});
