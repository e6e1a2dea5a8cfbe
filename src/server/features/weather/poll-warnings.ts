import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client';
import { parents, weatherWarningDays } from '../../db/schema';
import { mapWithConcurrency } from '../../jobs/map-with-concurrency';
import type { Logger } from '../../logger';
import { localDateOf } from '../../time/local-time';
import { pointKey, type NwsClient, type WeatherWarning } from './nws-client';
import { locationOfZip, type ZipLocation } from './zip-location';

/**
 * Requests to the NWS in flight at once. Its rate limit is not published; a few at a time from
 * one client is what it calls typical use, and a poll of a few hundred locations still ends in
 * well under a minute.
 */
const REQUESTS_AT_ONCE = 4;

interface WatchedParent {
  id: string;
  zone: string;
  localDate: string;
}

export interface PollResult {
  /** Distinct locations watched (parents sharing one count once). */
  locations: number;
  /** Of them, those asked about by point: the ones in a state with a warning that counts. */
  asked: number;
  /** Requests whose answer could not be read: nothing was changed for their locations. */
  failed: number;
  /** Parents whose warning day was recorded by this poll. */
  recorded: number;
}

/**
 * One poll (docs/product.md §2.16, decision 049). First the warnings that count anywhere, in one
 * request: most days there are none, and otherwise they name their states. Then, for each
 * location in those states of a parent who is checked on and has none recorded for her date
 * yet, the warnings at that point, and per parent the first that counts on her day, recorded
 * once for her date. A request that fails is logged and changes nothing; the next poll asks
 * again.
 */
export async function pollWarnings(
  deps: { db: Database; nws: NwsClient; logger: Logger },
  now: Date,
): Promise<PollResult> {
  const { db, nws, logger } = deps;
  const atPoint = [...(await parentsByLocation(db, now)).values()];
  if (atPoint.length === 0) return { locations: 0, asked: 0, failed: 0, recorded: 0 };
  const nationwide = await nws.activeWarningsNationwide(now);
  if (!nationwide.ok) {
    logger.warn({ problem: nationwide.problem }, 'weather poll failed (nationwide)');
    return { locations: atPoint.length, asked: 0, failed: 1, recorded: 0 };
  }
  // A warning that names no state could be anywhere: then every location is asked about.
  const states = nationwide.warnings.every((warning) => warning.states.length > 0)
    ? new Set(nationwide.warnings.flatMap((warning) => warning.states))
    : null;
  const points = atPoint.filter(({ point }) => !states || states.has(point.state));
  let failed = 0;
  let recorded = 0;
  await mapWithConcurrency(points, REQUESTS_AT_ONCE, async ({ point, watched }) => {
    const answer = await nws.activeWarningsAt(point, now);
    if (!answer.ok) {
      failed += 1;
      logger.warn({ point: pointKey(point), problem: answer.problem }, 'weather poll failed');
      return;
    }
    if (answer.unreadable > 0)
      logger.warn(
        { point: pointKey(point), unreadable: answer.unreadable },
        'weather alerts unread',
      );
    for (const parent of watched) {
      const warning = firstOnHerDay(answer.warnings, parent);
      if (!warning) continue;
      const inserted = await db
        .insert(weatherWarningDays)
        .values({
          parentId: parent.id,
          localDate: parent.localDate,
          kind: warning.kind,
          nwsId: warning.nwsId,
          headline: warning.headline,
          endsAt: warning.endsAt,
          seenAt: now,
        })
        // Once per parent per day: a later poll, or another warning, changes nothing.
        .onConflictDoNothing()
        .returning({ id: weatherWarningDays.id });
      recorded += inserted.length;
    }
  });
  return { locations: atPoint.length, asked: points.length, failed, recorded };
}

/**
 * The parents to watch, grouped by where they are: checked on (active, check-ins on), in the
 * United States with a ZIP the table knows, and with no warning recorded for today yet.
 */
async function parentsByLocation(db: Database, now: Date) {
  const rows = await db
    .select({
      id: parents.id,
      zip: parents.zipOrCounty,
      country: parents.country,
      zone: parents.timezone,
    })
    .from(parents)
    .where(and(eq(parents.active, true), eq(parents.checkInsEnabled, true)));
  const watched = rows.map((row) => ({ ...row, localDate: localDateOf(now, row.zone) }));
  const dates = [...new Set(watched.map((parent) => parent.localDate))];
  const done = new Set(
    dates.length === 0
      ? []
      : (
          await db
            .select({
              parentId: weatherWarningDays.parentId,
              localDate: weatherWarningDays.localDate,
            })
            .from(weatherWarningDays)
            .where(inArray(weatherWarningDays.localDate, dates))
        ).map((row) => `${row.parentId} ${row.localDate}`),
  );

  const atPoint = new Map<string, { point: ZipLocation; watched: WatchedParent[] }>();
  for (const parent of watched) {
    if (done.has(`${parent.id} ${parent.localDate}`)) continue;
    const location = locationOfZip(parent.zip, parent.country);
    if (!location) continue;
    const key = pointKey(location);
    const entry = atPoint.get(key) ?? { point: location, watched: [] };
    entry.watched.push({ id: parent.id, zone: parent.zone, localDate: parent.localDate });
    atPoint.set(key, entry);
  }
  return atPoint;
}

/**
 * The warning that counts for her today: one whose hazard starts before her day ends (a warning
 * issued tonight for tomorrow afternoon is tomorrow's), the earliest to start first.
 */
function firstOnHerDay(warnings: WeatherWarning[], parent: WatchedParent) {
  const endOfDay = DateTime.fromISO(parent.localDate, { zone: parent.zone })
    .plus({ days: 1 })
    .toJSDate();
  return warnings
    .filter((warning) => warning.startsAt < endOfDay)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
}
