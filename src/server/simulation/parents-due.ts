import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { selectRows, type Database } from '../db/client';
import {
  CATCH_UP_MINUTES,
  WINDOW_END_MINUTES,
  WINDOW_START_MINUTES,
} from '../features/checkins/due-rule';
import { WEATHER_SLOT } from '../../shared/check-in-times';
import type { CheckInStatus } from '../../shared/check-ins';
import { localDateOf, localDueInstant } from '../time/local-time';

const MINUTE = 60_000;
/** A check-in still waiting for her answer or its call. */
const OPEN: CheckInStatus[] = ['awaiting', 'calling', 'redialing'];

/** A time of the day as the sweep holds it: inside 7:00 AM–9:00 PM (due-rule.ts). */
const heldTime = (messageTime: string) => {
  const [hours, minutes] = messageTime.split(':').map(Number);
  const minute = Math.min(
    Math.max(hours! * 60 + minutes!, WINDOW_START_MINUTES),
    WINDOW_END_MINUTES,
  );
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};

/**
 * The next check-in the sweep may start, of every time of every parent's day (her message time,
 * slot 0, and her more times in check_in_times, docs/product.md §2.13, each a check-in of its
 * own): that time today when today has no check-in of its slot yet and it is still to come,
 * else tomorrow's. A time already passed with no check-in was a stop (the sweep ran in its
 * minute and chose not to start it). Without the more times the clock would jump over the
 * evening's check-ins.
 */
export async function parentsDue(db: Database, now: number) {
  const rows = await selectRows<{
    zone: string;
    time: string;
    last: string | null;
    weather: CheckInStatus | null;
  }>(
    db,
    sql`select p.timezone as zone, t.time, max(c.local_date) as last,
          (select w.status from check_ins w where w.parent_id = p.id and w.slot = ${WEATHER_SLOT}
            and w.local_date = to_char(${new Date(now).toISOString()}::timestamptz
              at time zone p.timezone, 'YYYY-MM-DD')) as weather
        from parents p
        cross join lateral (
          select 0 as slot, p.message_time as time
          union all
          select ct.slot, ct.message_time from check_in_times ct where ct.parent_id = p.id
        ) t
        left join check_ins c on c.parent_id = p.id and c.slot = t.slot
        where p.active and p.check_ins_enabled group by p.id, t.slot, t.time`,
  );
  let next: number | undefined;
  for (const row of rows) {
    const today = localDateOf(new Date(now), row.zone);
    const time = heldTime(row.time);
    const dueToday = localDueInstant(today, time, row.zone).getTime();
    const due =
      dueToday > now && (row.last === null || row.last < today)
        ? dueToday
        : localDueInstant(
            DateTime.fromISO(today).plus({ days: 1 }).toFormat('yyyy-MM-dd'),
            time,
            row.zone,
          ).getTime();
    // Her time passed while the weather's extra check-in of today was open (due-parents.ts): it
    // goes at the first sweep after that one closes, within its catch-up. The closing is a stop
    // of its own (her reply, a call's result); until then nothing of this time is due.
    const waited =
      dueToday <= now &&
      now <= dueToday + CATCH_UP_MINUTES * MINUTE &&
      (row.last === null || row.last < today) &&
      row.weather !== null &&
      !OPEN.includes(row.weather);
    if (waited) next = next === undefined ? now : Math.min(next, now);
    next = next === undefined ? due : Math.min(next, due);
  }
  return next;
}
