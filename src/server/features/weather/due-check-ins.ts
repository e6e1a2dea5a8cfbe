import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client';
import { parents, weatherWarningDays } from '../../db/schema';
import { localDateOf } from '../../time/local-time';
import type { WeatherWarningKind } from '@/shared/weather';

/** A parent whose extra weather check-in is due today and not yet opened. */
export interface WeatherCheckInDue {
  parentId: string;
  /** Her date (YYYY-MM-DD in her zone) the warning was recorded for: the check-in's day. */
  localDate: string;
  /** One of the listed kinds: the only part of the warning that may reach her phone. */
  kind: WeatherWarningKind;
  /** The alert's identifier, for the check-in's history. */
  nwsId: string;
  /** When the hazard ends: it may already have, on a warning seen early in her day. */
  endsAt: Date;
  seenAt: Date;
}

const DUE_PER_READ = 500;

/** The dates it can be somewhere at `now`: UTC's, the day before and the day after. */
const datesSomewhere = (now: Date) => {
  const utc = DateTime.fromJSDate(now, { zone: 'utc' });
  return [-1, 0, 1].map((days) => utc.plus({ days }).toFormat('yyyy-MM-dd'));
};

/**
 * The parents whose extra weather check-in is due at `now`: a warning recorded for the date it
 * is now where she lives, not yet opened, and she is still checked on (active, check-ins on).
 * A day that has ended where she lives is no longer due (its row stays, as a record). At most
 * `limit`, oldest seen first; a caller that opens them reads again until none is left.
 */
export async function weatherCheckInsDue(
  db: Database,
  now: Date,
  limit = DUE_PER_READ,
): Promise<WeatherCheckInDue[]> {
  const rows = await db
    .select({
      parentId: weatherWarningDays.parentId,
      localDate: weatherWarningDays.localDate,
      kind: weatherWarningDays.kind,
      nwsId: weatherWarningDays.nwsId,
      endsAt: weatherWarningDays.endsAt,
      seenAt: weatherWarningDays.seenAt,
      zone: parents.timezone,
    })
    .from(weatherWarningDays)
    .innerJoin(parents, eq(parents.id, weatherWarningDays.parentId))
    .where(
      and(
        isNull(weatherWarningDays.checkInOpenedAt),
        // Somewhere it is one of these dates; older rows are days over and never read again.
        inArray(weatherWarningDays.localDate, datesSomewhere(now)),
        eq(parents.active, true),
        eq(parents.checkInsEnabled, true),
      ),
    )
    .orderBy(weatherWarningDays.seenAt);
  return rows
    .filter((row) => row.localDate === localDateOf(now, row.zone))
    .slice(0, limit)
    .map(({ zone: _zone, ...due }) => due);
}

/**
 * Marks her extra check-in for that day opened, once: true for the caller that marked it, false
 * when another already had (two workers at once) or there is no such warning day. Pass the
 * transaction that creates the check-in, so the two stand or fall together.
 */
export async function markWeatherCheckInOpened(
  db: Database,
  due: { parentId: string; localDate: string },
  at: Date,
): Promise<boolean> {
  const marked = await db
    .update(weatherWarningDays)
    .set({ checkInOpenedAt: at })
    .where(
      and(
        eq(weatherWarningDays.parentId, due.parentId),
        eq(weatherWarningDays.localDate, due.localDate),
        isNull(weatherWarningDays.checkInOpenedAt),
      ),
    )
    .returning({ id: weatherWarningDays.id });
  return marked.length > 0;
}
