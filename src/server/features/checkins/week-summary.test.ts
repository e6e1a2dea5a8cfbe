import { describe, expect, it } from 'vitest';
import type { CheckInStatus } from '@/shared/check-ins';
import { summarizeWeek, weekLines, type ReportDay } from './week-summary';

const day = (
  localDate: string,
  status: CheckInStatus,
  more: Partial<ReportDay> = {},
): ReportDay => ({
  localDate,
  status,
  respondedAt: null,
  saidNo: false,
  wentUnanswered: status === 'no_response',
  ...more,
});

describe('a week in the report (docs/product.md §2, weekly report)', () => {
  it('counts paused days as paused, never as missed, and a pause does not join missed days into a run', () => {
    const week = summarizeWeek(
      'Mom',
      'America/New_York',
      [
        day('2026-01-12', 'no_response'),
        day('2026-01-13', 'paused'),
        day('2026-01-14', 'paused'),
        day('2026-01-15', 'no_response'),
        day('2026-01-16', 'ok', { respondedAt: new Date('2026-01-16T14:05:00Z') }),
      ],
      '2026-01-12',
    );
    expect([week.ok, week.no, week.missed, week.paused, week.missedRun]).toEqual([
      1,
      0,
      2,
      2,
      null,
    ]);
    expect(weekLines(week)[0]).toBe(
      'Mom: 1 OK, 0 NO, 2 missed, 2 paused. Usually replies around 9:05 AM.',
    );
  });

  it('counts a day of two check-ins by its worst, and the check-ins one by one (§2.13)', () => {
    const answered = (at: string) => ({ respondedAt: new Date(at) });
    const week = summarizeWeek(
      'Mom',
      'America/New_York',
      [
        day('2026-01-12', 'ok', answered('2026-01-12T14:05:00Z')),
        day('2026-01-12', 'no_response', { slot: 1 }),
        day('2026-01-13', 'ok', answered('2026-01-13T14:05:00Z')),
        day('2026-01-13', 'no_response', { slot: 1 }),
        day('2026-01-14', 'ok', answered('2026-01-14T14:05:00Z')),
        // A later answer does not move her usual time: the evening's 7:30 PM is not counted.
        day('2026-01-14', 'ok', { slot: 1, ...answered('2026-01-15T00:30:00Z') }),
      ],
      '2026-01-12',
    );
    expect([week.ok, week.no, week.missed]).toEqual([1, 0, 2]);
    expect(week.missedRun).toEqual({ days: 2, from: '2026-01-12', to: '2026-01-13' });
    expect(weekLines(week)).toEqual([
      'Mom: 1 OK, 0 NO, 2 missed. Usually replies around 9:05 AM.',
      "Of Mom's check-ins one by one: 4 OK, 0 NO, 2 missed.",
      'Mom missed 2 days in a row (Mon–Tue).',
    ]);
  });
});
