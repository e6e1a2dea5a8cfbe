import { eq, inArray } from 'drizzle-orm';
import type { CheckInStep } from '@/shared/check-in-steps';
import type { Database } from '../../db/client';
import { insertJsonRows } from '../../db/json-rows';
import { checkInEvents, parents, type checkIns } from '../../db/schema';

export type CheckIn = typeof checkIns.$inferSelect;
export type Parent = typeof parents.$inferSelect;

/** A step of a check-in's history, not yet written. */
export type PendingEvent = { at: Date } & CheckInStep;

/**
 * Adds the steps moves made to their check-ins' histories (what the dashboard and the weekly
 * report read): one move's or a batch's, in one statement, each move's in order.
 */
export async function recordEventsOfMany(
  tx: Database,
  moves: { checkIn: Pick<CheckIn, 'id' | 'userId'>; events: PendingEvent[] }[],
) {
  const rows = moves.flatMap(({ checkIn, events }) =>
    events.map((event) => ({ checkInId: checkIn.id, userId: checkIn.userId, ...event })),
  );
  if (rows.length === 0) return;
  await insertJsonRows(tx, checkInEvents, rows, { returning: false });
}

export async function parentOf(tx: Database, checkIn: Pick<CheckIn, 'parentId'>) {
  const [parent] = await tx.select().from(parents).where(eq(parents.id, checkIn.parentId));
  return parent!;
}

/** The parents of these check-ins, by id, in one statement. */
export async function parentsById(tx: Database, rows: Pick<CheckIn, 'parentId'>[]) {
  const ids = [...new Set(rows.map((row) => row.parentId))];
  const found = ids.length ? await tx.select().from(parents).where(inArray(parents.id, ids)) : [];
  return new Map(found.map((parent) => [parent.id, parent]));
}
