import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { localDueInstant } from '../../time/local-time';
import { checkInTimeZones, EARLIEST_CHECK_IN, LATEST_CHECK_IN } from '@/shared/family';
import { CATCH_UP_MINUTES, isDue } from './due-rule';

/**
 * The due rule is written once, in SQL, for the sweep; the campaign planner takes the same
 * instant from luxon's `localDueInstant`. Here the two are held together: for every zone a
 * parent can choose, every day of 2026 and 2027 and a spread of message times (some stored
 * outside the window), the SQL finds the parent due exactly from the instant luxon gives, and
 * no longer than the catch-up allows.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const MINUTE = 60_000;
// In the window, at its edges, and stored outside it (held to 7:00 AM and 9:00 PM).
const messageTimes = [
  '07:00',
  '07:01',
  '08:30',
  '09:00',
  '12:45',
  '19:59',
  '21:00',
  '05:30',
  '22:15',
];
const held = (time: string) =>
  time < EARLIEST_CHECK_IN ? EARLIEST_CHECK_IN : time > LATEST_CHECK_IN ? LATEST_CHECK_IN : time;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface Probe {
  at: string;
  time: string;
  date: string;
  due: boolean;
}

/** For one day and time: a minute early, the due instant, the last catch-up minute, one after. */
function probesOf(date: string, time: string, zone: string): Probe[] {
  const first = localDueInstant(date, held(time), zone).getTime();
  const lastMinute = Math.min(minutesOf(held(time)) + CATCH_UP_MINUTES, minutesOf(LATEST_CHECK_IN));
  const last = localDueInstant(date, clock(lastMinute), zone).getTime();
  const probe = (ms: number, due: boolean) => ({
    at: new Date(ms).toISOString(),
    time,
    date,
    due,
  });
  return [
    probe(first - MINUTE, false),
    probe(first, true),
    probe(first + 59_000, true),
    probe(last, true),
    probe(last + MINUTE, false),
  ];
}

describe('the due rule, in SQL and in luxon', () => {
  it.each(checkInTimeZones)('agrees on every day of 2026 and 2027 in %s', async (zone) => {
    const probes: Probe[] = [];
    for (
      let day = DateTime.fromISO('2026-01-01', { zone: 'UTC' });
      day.year < 2028;
      day = day.plus({ days: 1 })
    ) {
      for (const time of messageTimes) probes.push(...probesOf(day.toISODate()!, time, zone));
    }
    const rows = await selectRows<{ n: number; due: boolean; local_date: string }>(
      database.db,
      sql`select p.n::int as n, (${isDue(sql`p.local`, sql`p.time`)}) as due,
            to_char(p.local, 'YYYY-MM-DD') as local_date
          from (
            select r.n, r.time, (r.at::timestamptz at time zone ${zone}) as local
            from jsonb_to_recordset(${JSON.stringify(probes.map((probe, n) => ({ n, at: probe.at, time: probe.time })))}::jsonb)
              as r(n int, at text, time text)
          ) p
          order by p.n`,
    );
    expect(rows).toHaveLength(probes.length);
    const disagreements = rows
      .filter((row) => {
        const probe = probes[row.n]!;
        return row.due !== probe.due || (probe.due && row.local_date !== probe.date);
      })
      .map((row) => ({ ...probes[row.n]!, sql: row.due, sqlDate: row.local_date }));
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});
