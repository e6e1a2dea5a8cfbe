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
});
