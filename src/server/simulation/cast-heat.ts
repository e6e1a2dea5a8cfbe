import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { parents } from '../db/schema';
import { standInWarnings } from '../features/weather/stand-in-warnings';
import type { Cast, CastAccount, CastParent } from './cast';
import type { Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The warning the run raises: the one the product's own words name (§2.16). */
export const HEAT_KIND = 'Extreme Heat Warning';

/** A real ZIP code in each of the cast's zones (the poller finds its place in `zipcodes`). */
export const zipInZone: Record<string, string> = {
  'America/New_York': '10001',
  'America/Chicago': '60601',
  'America/Denver': '80202',
  'America/Los_Angeles': '90012',
  'America/Anchorage': '99501',
  'Pacific/Honolulu': '96813',
};

/**
 * An Extreme Heat Warning (docs/product.md §2.16, decision 049) for one parent checked on by
 * text, whose check-ins go, in an account no other event touches, not the one who pauses: she
 * is given a real ZIP code of her zone, and the warning is raised in the local stand-in for it at
 * a random turn of a random day (from 1.5 days after the start, leaving a day after it), in force
 * two to ten hours. Its moment keeps nine hours from the other events (`draw`), so it is read on
 * its own. Drawn from the run's events sequence after the other events.
 */
export function planHeat(
  cast: Cast,
  rng: Random,
  run: { start: number; end: number },
  draws: { draw: (from: number, to: number, taken: number[]) => number; taken: number[] },
  busy: CastAccount[],
) {
  const paused = cast.parents.find((parent) => parent.pause);
  const candidates = cast.accounts
    .filter(
      (account) =>
        account.subscribed &&
        !busy.includes(account) &&
        !account.parents.some((parent) => parent === paused),
    )
    .flatMap((account) =>
      account.parents.filter(
        (parent) =>
          parent.checkInBy === 'text' &&
          parent.enabled &&
          parent.consented &&
          !parent.consentAnswer &&
          zipInZone[parent.zone] !== undefined &&
          Number(parent.nickname.slice(1)) > 8,
      ),
    );
  const latest = run.end - run.start - 1.5 * DAY;
  if (candidates.length === 0 || latest < 1.5 * DAY) return;
  const parent: CastParent = rng.pick(candidates);
  const hours = rng.int(2, 10);
  // Raised from a day and a half after the start, over a day and a half before the end.
  if (latest - hours * HOUR < 1.5 * DAY) return;
  parent.heat = {
    at: draws.draw(1.5 * DAY, latest - hours * HOUR, draws.taken),
    hours,
    zip: zipInZone[parent.zone]!,
  };
}

/** Writes the heat parent's ZIP code, where the poller reads her location. */
export async function setUpHeat(db: Database, cast: Cast) {
  for (const parent of cast.parents)
    if (parent.heat)
      await db
        .update(parents)
        .set({ zipOrCounty: parent.heat.zip })
        .where(eq(parents.id, parent.id));
}

/** Raises the planned warnings due at `at` in the local stand-in, as a developer would. */
export async function raiseHeatAt(db: Database, cast: Cast, at: number) {
  for (const parent of cast.parents)
    if (parent.heat?.at === at)
      await standInWarnings(db).raise(
        { zip: parent.heat.zip, kind: HEAT_KIND, hours: parent.heat.hours },
        new Date(at),
      );
}

/** The moments the clock must stop at to raise a warning. */
export const heatMoments = (cast: Cast) =>
  cast.parents.flatMap((parent) => (parent.heat ? [parent.heat.at] : []));
