import { desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parents, standInWeatherWarnings, weatherWarningDays } from '../../db/schema';
import type { RaiseStandInWarning, StandInWarnings } from '@/shared/weather';
import { raiseStandInWarningSchema } from '@/shared/weather';
import { locationOfZip } from './zip-location';

const HOUR_MS = 3_600_000;
const RECORDED_SHOWN = 50;

/**
 * The local stand-in's warnings (/dev/weather): raised for a ZIP code by a developer, answered
 * to the poller by `stand-in-fetch.ts` as the NWS would. Local mode only.
 */
export function standInWarnings(db: Database) {
  return {
    async raise(input: RaiseStandInWarning, now: Date) {
      const { zip, kind, hours } = raiseStandInWarningSchema.parse(input);
      const [row] = await db
        .insert(standInWeatherWarnings)
        .values({ zip, kind, issuedAt: now, expiresAt: new Date(now.getTime() + hours * HOUR_MS) })
        .returning({ id: standInWeatherWarnings.id });
      return row!.id;
    },

    /** Ends one warning now (the NWS would cancel it); false when there was none. */
    async clear(id: string) {
      const removed = await db
        .delete(standInWeatherWarnings)
        .where(eq(standInWeatherWarnings.id, id))
        .returning({ id: standInWeatherWarnings.id });
      return removed.length > 0;
    },

    /** The warnings still in force, and the latest warning days the poller recorded. */
    async list(now: Date): Promise<StandInWarnings> {
      const warnings = await db
        .select()
        .from(standInWeatherWarnings)
        .where(gt(standInWeatherWarnings.expiresAt, now))
        .orderBy(desc(standInWeatherWarnings.issuedAt));
      const recorded = await db
        .select({
          firstName: parents.firstName,
          nickname: parents.nickname,
          zip: parents.zipOrCounty,
          localDate: weatherWarningDays.localDate,
          kind: weatherWarningDays.kind,
          seenAt: weatherWarningDays.seenAt,
        })
        .from(weatherWarningDays)
        .innerJoin(parents, eq(parents.id, weatherWarningDays.parentId))
        .orderBy(desc(weatherWarningDays.seenAt))
        .limit(RECORDED_SHOWN);
      return {
        warnings: warnings.map((warning) => ({
          id: warning.id,
          zip: warning.zip,
          kind: warning.kind,
          place: locationOfZip(warning.zip)?.place ?? null,
          issuedAt: warning.issuedAt.toISOString(),
          expiresAt: warning.expiresAt.toISOString(),
        })),
        recorded: recorded.map((day) => ({
          parentName: day.nickname || day.firstName,
          zip: day.zip,
          localDate: day.localDate,
          kind: day.kind,
          seenAt: day.seenAt.toISOString(),
        })),
      };
    },

    /** Whether any warning is in force: the simulation's clock asks before each poll's slot. */
    async anyInForce(now: Date) {
      const [row] = await db
        .select({ id: standInWeatherWarnings.id })
        .from(standInWeatherWarnings)
        .where(gt(standInWeatherWarnings.expiresAt, now))
        .limit(1);
      return row !== undefined;
    },
  };
}
