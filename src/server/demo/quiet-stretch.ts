import { inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../db/client';
import { checkIns } from '../db/schema';
import { demoFamily } from './demo-family';

const MINUTE = 60_000;
/** The longest step taken while nothing is under way. */
const QUIET_STEP = 30 * MINUTE;

/** The next instant after `at` when a local time (HH:MM, on a weekday if given) comes in `zone`. */
export function nextLocal(at: number, zone: string, time: string, weekday?: number) {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const local = DateTime.fromMillis(at, { zone });
  let next = local.set({ hour, minute, second: 0, millisecond: 0 });
  if (weekday !== undefined) next = next.set({ weekday: weekday as 1 });
  while (next.toMillis() <= at)
    next = next.plus(weekday === undefined ? { days: 1 } : { weeks: 1 });
  return next.toMillis();
}

/**
 * Where the demo's clock may go next from `at`: one minute while a check-in is open (the
 * follow-up call and the alerts come at their minute), otherwise straight on to whichever comes
 * first of half an hour, a parent's next check-in time, or the owner's Sunday 6:00 PM report.
 */
export async function nextStep(db: Database, at: number, busy: boolean) {
  const open = await db
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(inArray(checkIns.status, ['awaiting', 'calling', 'redialing']))
    .limit(1);
  if (busy || open.length > 0) return at + MINUTE;
  const [mom] = demoFamily.parents;
  const next = Math.min(
    at + QUIET_STEP,
    ...demoFamily.parents.map((parent) => nextLocal(at, parent.timezone, parent.messageTime)),
    // The weekly report goes out in the owner's zone, their first parent's.
    nextLocal(at, mom.timezone, '18:00', 7),
  );
  return Math.max(at + MINUTE, Math.floor(next / MINUTE) * MINUTE);
}
