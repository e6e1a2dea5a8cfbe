import { describe, expect, it } from 'vitest';
import { reminderDue } from './trial-reminders';

const end = new Date('2026-01-26T13:00:00Z');
const before = (hours: number) => new Date(end.getTime() - hours * 3_600_000);

describe('which reminder of the trial’s end is due', () => {
  it.each([
    [80, null], // more than 3 days before: none yet
    [72, 3], // exactly 3 days before
    [50, 3],
    [24, 1], // exactly 1 day before: the day-before one, not the 3-day one again
    [2, 1],
    [0, null], // the trial is over: the stop is told instead
    [-5, null],
  ])('%i hours before the end: %s', (hours, days) => {
    expect(reminderDue(end, before(hours))).toBe(days);
  });
});
