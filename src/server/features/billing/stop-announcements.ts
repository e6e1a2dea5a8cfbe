import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { stopCauseOf, type StopCause } from '@/shared/billing';
import { monthlyPrice } from '@/shared/pricing';
import { familySize } from './family-size';
import { servingStatuses } from './subscriptions';

/** Check-ins stopped for billing: whose, why, and when it is told (the stop's own key). */
export interface CheckInsStopped {
  userId: string;
  cause: StopCause;
  at: Date;
  /** What subscribing costs this family, from the catalogue, as /subscription shows it. */
  monthlyCents: number;
}

/** Tells everyone that the daily check-in stopped, in the caller's transaction (the engine). */
export type AnnounceStop = (tx: Database, stop: CheckInsStopped) => Promise<void>;

const BATCH = 200;

/**
 * Tells each stop for billing once (docs/product.md §2.12). The write that stopped the subscription
 * marked it (subscriptions.ts); here the mark is taken back in the transaction that tells, so
 * a second sweep, or a second worker, finds nothing to tell.
 */
export async function announceStops(deps: { db: Database; clock: Clock; announce: AnnounceStop }) {
  const { db, clock, announce } = deps;
  const marked = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.stopToAnnounce, true))
    .limit(BATCH);
  let told = 0;
  for (const { userId } of marked) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.stopToAnnounce, true)))
        .for('update');
      if (!row) return;
      if (!servingStatuses.includes(row.status)) {
        const size = await familySize(tx, userId);
        await announce(tx, {
          userId,
          cause: stopCauseOf(row),
          at: clock.now(),
          monthlyCents: monthlyPrice(size.parents, size.familyMembers).totalCents,
        });
        told += 1;
      }
      await tx
        .update(subscriptions)
        .set({ stopToAnnounce: false })
        .where(eq(subscriptions.userId, userId));
    });
  }
  return { told };
}
