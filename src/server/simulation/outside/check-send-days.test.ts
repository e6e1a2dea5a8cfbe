import { describe, expect, it } from 'vitest';
import type { Act, Arrival } from '../observer';
import { checkWhatArrived } from './check-run';
import { at, castOf, parentOf, run, text } from './check-run.support';

// New York (UTC-5 in November): an Extreme Heat Warning for her ZIP seen at 10:00 AM on Monday
// the 15th; her own time is 10:05 AM. The weather's question is open when her time comes, so her
// time waits for it to close (due-parents.ts): one question at a time.
const parent = parentOf({
  zone: 'America/New_York',
  language: 'en',
  messageTime: '10:05',
  heat: { at: at('2027-11-15T15:00:00Z'), hours: 3, zip: '10001' },
});
const cast = castOf(parent);
const weather = text(
  parent.phone,
  '2027-11-15T15:00:01Z',
  'There is an Extreme Heat Warning where you are today.\n\nReply YES if you are OK, or NO if you need help.',
);
const own = (when: string) =>
  text(
    parent.phone,
    when,
    'Good morning, P1. Your family is thinking of you today.\n\nReply YES if you are OK, or NO if you need help.',
  );
const yes = (when: string, seq: number): Act => ({
  at: at(when),
  from: parent.phone,
  kind: 'text',
  body: 'yes',
  outcome: 'ok',
  seq,
});
const acts = [yes('2027-11-15T15:30:00Z', 1)];
// Her own days on either side, at her time.
const otherDays = [own('2027-11-14T15:05:01Z'), own('2027-11-16T15:05:01Z')];
const sendViolations = (arrivals: Arrival[]) =>
  checkWhatArrived(
    cast,
    [...otherDays, ...arrivals],
    acts,
    run('2027-11-14T12:00:00Z', 3),
  ).violations.filter((violation) => violation.startsWith('[2]'));

describe('[2] her time while the weather’s extra check-in is open', () => {
  it('is due once her answer closed the weather’s', () => {
    expect(sendViolations([weather, own('2027-11-15T15:31:01Z')])).toEqual([]);
  });

  it('reports her text sent at her time beside the open weather question', () => {
    expect(sendViolations([weather, own('2027-11-15T15:05:01Z')])).toEqual([
      expect.stringContaining('came at 10:05, due 10:30 when she answered the weather’s'),
    ]);
  });
});
