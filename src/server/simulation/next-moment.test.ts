import { describe, expect, it } from 'vitest';
import { cronSlotAtOrAfter } from './next-moment';

const at = (iso: string) => Date.parse(iso);
const slot = (cron: string, from: string) =>
  new Date(cronSlotAtOrAfter(cron, at(from))).toISOString();

describe('the first minute a scheduled job runs in, at or after a moment', () => {
  it('every minute: the minute itself, or the next one', () => {
    expect(slot('* * * * *', '2027-03-14T18:05:00Z')).toBe('2027-03-14T18:05:00.000Z');
    expect(slot('* * * * *', '2027-03-14T18:05:00.001Z')).toBe('2027-03-14T18:06:00.000Z');
  });

  it("every five or ten minutes: the next of the hour's minutes they divide", () => {
    expect(slot('*/5 * * * *', '2027-03-14T18:05:00Z')).toBe('2027-03-14T18:05:00.000Z');
    expect(slot('*/5 * * * *', '2027-03-14T18:06:00Z')).toBe('2027-03-14T18:10:00.000Z');
    expect(slot('*/10 * * * *', '2027-03-14T18:51:00Z')).toBe('2027-03-14T19:00:00.000Z');
    // Seven does not divide an hour: the last slot is :56, then the next hour's :00.
    expect(slot('*/7 * * * *', '2027-03-14T18:57:00Z')).toBe('2027-03-14T19:00:00.000Z');
  });

  it("once a day: today's slot, or tomorrow's once it has passed", () => {
    expect(slot('17 4 * * *', '2027-03-14T04:17:00Z')).toBe('2027-03-14T04:17:00.000Z');
    expect(slot('17 4 * * *', '2027-03-14T04:18:00Z')).toBe('2027-03-15T04:17:00.000Z');
  });

  it('any other expression as every minute, which skips none', () => {
    expect(slot('0 9 * * 1', '2027-03-14T18:05:30Z')).toBe('2027-03-14T18:06:00.000Z');
  });
});
