import { describe, expect, it } from 'vitest';
import { checkIns } from '../../db/schema';
import type { CheckInStatus, SkipReason } from '@/shared/check-ins';
import type { DashboardOverview } from '@/shared/dashboard';
import { dashboardTestFile } from '../../test/dashboard-test-file';

// Monday 12 January 2026, 9:00 AM in New York, 6:00 AM in Los Angeles.
const world = dashboardTestFile();
const { advance, api, simulator, serviceNumber, drain, setUpAccount, overviewOf } = world;

type Stored = [localDate: string, CheckInStatus, respondedAt: string | null, SkipReason?];

/** Each day of a parent's strip as the owner's overview gives it: date, mark, words, reply. */
const stripOf = (overview: DashboardOverview, parentId: string) =>
  overview.parents
    .find((parent) => parent.id === parentId)!
    .strip.map((day) => [day.localDate, day.mark, day.label, day.replyTime, day.today]);

describe("the overview's strip", () => {
  it('shows each stored day in the parent’s own zone, today included, 30 days long', async () => {
    const account = await setUpAccount('strip', 2);
    const [gran, pops] = account.parents; // New York, Los Angeles
    const { user } = await api<{ user: { id: string } }>(account.owner, 'GET', '/api/session');
    const store = (parentId: string, days: Stored[]) =>
      world.harness.database.db.insert(checkIns).values(
        days.map(([localDate, status, respondedAt, skipReason]) => ({
          userId: user.id,
          parentId,
          localDate,
          status,
          skipReason: skipReason ?? null,
          respondedAt: respondedAt ? new Date(respondedAt) : null,
        })),
      );
    // Today through the engine: Gran's text, and her YES four minutes later.
    await api(account.owner, 'POST', `/api/parents/${gran!.id}/check-in`);
    await drain();
    advance(4);
    await simulator().textFromPhone(gran!.phone, serviceNumber(), 'yes');
    await drain();

    // The days before, stored as the engine leaves them. Stored after today's reply: their
    // created_at is the database's wall clock, later than the test's clock, so stored first
    // they would look like the latest text and take Gran's YES.
    await store(gran!.id, [
      // The strip's first day, 29 days back: the oldest the overview reads.
      ['2025-12-14', 'needs_help', '2025-12-14T15:00:00Z'],
      ['2026-01-05', 'ok', '2026-01-05T14:12:00Z'],
      ['2026-01-06', 'needs_help', '2026-01-06T15:00:00Z'],
      ['2026-01-07', 'no_response', null],
      // 8 January: no check-in at all.
      ['2026-01-09', 'skipped', null, 'opted_out'],
      ['2026-01-10', 'resolved', null],
      ['2026-01-11', 'undeliverable', null],
    ]);
    await store(pops!.id, [
      // 9:30 PM on the 10th in Los Angeles is already the 11th in UTC and in New York.
      ['2026-01-10', 'ok', '2026-01-11T05:30:00Z'],
      ['2026-01-11', 'stopped', null],
    ]);
    const morning = await overviewOf(account.owner);
    expect(stripOf(morning, gran!.id).slice(-8)).toEqual([
      ['2026-01-05', 'ok', 'OK', '9:12 AM', false],
      ['2026-01-06', 'needs_help', 'Needs help', '10:00 AM', false],
      ['2026-01-07', 'no_answer', 'No answer', null, false],
      ['2026-01-08', 'skipped', 'No check-in', null, false],
      ['2026-01-09', 'opted_out', 'Opted out', null, false],
      ['2026-01-10', 'ok', 'OK, family checked', null, false],
      ['2026-01-11', 'no_answer', 'Not delivered', null, false],
      ['2026-01-12', 'ok', 'OK', '9:04 AM', true],
    ]);
    expect(stripOf(morning, gran!.id)).toHaveLength(30);
    expect(stripOf(morning, gran!.id)[0]).toEqual([
      '2025-12-14',
      'needs_help',
      'Needs help',
      '10:00 AM',
      false,
    ]);
    // Pops's 6:00 AM: his day is still to come.
    expect(stripOf(morning, pops!.id).slice(-3)).toEqual([
      ['2026-01-10', 'ok', 'OK', '9:30 PM', false],
      ['2026-01-11', 'opted_out', 'Opted out', null, false],
      ['2026-01-12', 'pending', 'Not sent yet', null, true],
    ]);

    // 1:00 AM on the 13th in New York is still 10:00 PM on the 12th in Los Angeles.
    advance(16 * 60 - 4);
    const night = await overviewOf(account.owner);
    expect(stripOf(night, gran!.id).slice(-2)).toEqual([
      ['2026-01-12', 'ok', 'OK', '9:04 AM', false],
      ['2026-01-13', 'pending', 'Not sent yet', null, true],
    ]);
    expect(stripOf(night, pops!.id).at(-1)).toEqual([
      '2026-01-12',
      'pending',
      'Not sent yet',
      null,
      true,
    ]);
    expect(stripOf(night, pops!.id)[0]![0]).toBe('2025-12-14');
  });
});
