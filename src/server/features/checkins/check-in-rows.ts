import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkInEvents, parents, type checkIns } from '../../db/schema';

export type CheckIn = typeof checkIns.$inferSelect;

/** Adds a step to the check-in's history (what the dashboard and the weekly report read). */
export function recordEvent(
  tx: Database,
  at: Date,
  checkIn: Pick<CheckIn, 'id' | 'userId'>,
  kind: string,
  detail: Record<string, unknown> = {},
) {
  return tx.insert(checkInEvents).values({
    checkInId: checkIn.id,
    userId: checkIn.userId,
    at,
    kind,
    detail,
  });
}

export async function parentOf(tx: Database, checkIn: Pick<CheckIn, 'parentId'>) {
  const [parent] = await tx.select().from(parents).where(eq(parents.id, checkIn.parentId));
  return parent!;
}
