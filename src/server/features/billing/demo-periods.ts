import { and, eq, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { demoPeriodEnd } from './demo-provider';
import type { BillingProvider } from './provider';
import { asProviderSubscription } from './referral-rewards';
import { applySubscription, servingStatuses } from './subscriptions';

/**
 * Demo billing's own period ends, which Stripe would handle: a period cancelled at its end or a
 * trial nobody paid for ends (canceled); an active one renews for a month. Each is stored
 * through the same apply path, so the engine stops or continues accordingly.
 */
export async function endDemoPeriods(deps: {
  db: Database;
  provider: BillingProvider;
  clock: Clock;
}) {
  const { db, provider, clock } = deps;
  if (provider.name !== 'demo') return 0;
  const due = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'demo'),
        sql`${subscriptions.status} in ('trialing', 'active')`,
        lte(subscriptions.currentPeriodEnd, clock.now()),
      ),
    );
  for (const { userId } of due) {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .for('update');
      // Changed since it was read (another worker, or the owner): nothing to do now.
      if (
        !current ||
        !servingStatuses.includes(current.status) ||
        !current.currentPeriodEnd ||
        current.currentPeriodEnd > clock.now()
      )
        return;
      const state = asProviderSubscription(current);
      const ends = current.cancelAtPeriodEnd || current.status === 'trialing';
      await applySubscription(
        tx,
        provider,
        userId,
        ends
          ? { ...state, status: 'canceled', cancelAtPeriodEnd: false }
          : { ...state, currentPeriodEnd: demoPeriodEnd(current.currentPeriodEnd) },
      );
    });
  }
  return due.length;
}
