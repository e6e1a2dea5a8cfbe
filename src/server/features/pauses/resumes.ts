import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { parentPauses } from '../../db/schema';
import { tellFollowers } from './pause-notices';
import { nextCheckIn, pausingParents } from './pause-rows';
import { familyResumeNotice } from './pause-wording';

/**
 * The pauses whose last day is behind them, announced the first morning after (from 7:00 AM in
 * the parent's zone): everyone who follows her is told her check-ins start again, and the row
 * goes. Run with the minute's sweep, on the service clock.
 */
export async function announceResumes(deps: { db: Database; clock: Clock }) {
  const now = deps.clock.now();
  const over = await pausingParents(
    deps.db,
    now,
    sql`pp.ends_on < to_char(${now.toISOString()}::timestamptz at time zone p.timezone, 'YYYY-MM-DD')
      and to_char(${now.toISOString()}::timestamptz at time zone p.timezone, 'HH24:MI') >= '07:00'`,
  );
  for (const parent of over) {
    await deps.db.transaction(async (tx) => {
      const [taken] = await tx
        .delete(parentPauses)
        .where(and(eq(parentPauses.parentId, parent.id), eq(parentPauses.endsOn, parent.ends_on!)))
        .returning();
      if (!taken) return;
      await tellFollowers(tx, {
        reason: 'resumed',
        parent,
        key: `resumed:${parent.id}:${taken.endsOn}`,
        words: familyResumeNotice({ parentName: parent.full_name, next: nextCheckIn(parent, now) }),
        now,
      });
    });
  }
  return { resumed: over.length };
}
