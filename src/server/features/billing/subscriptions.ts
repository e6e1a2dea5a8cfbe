import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { SubscriptionDto, SubscriptionReadDto, SubscriptionStatus } from '@/shared/billing';
import type { BillingProvider, ProviderSubscription } from './provider';
import { creditEarnedMonths, earnReferralReward } from './referral-rewards';

// The subscription row: the one path that writes it, and the two shapes it is read in. The
// service and demo billing's period job both use these, so they live apart from either.

export type Subscription = typeof subscriptions.$inferSelect;

/** Statuses under which the service runs (docs/product.md §4). */
export const servingStatuses: readonly SubscriptionStatus[] = ['trialing', 'active'];

const serving = sql.raw(`(${servingStatuses.map((status) => `'${status}'`).join(', ')})`);

/**
 * Stores the provider's view of a subscription. The one write path for subscription state:
 * demo billing and the provider's webhooks both come through here. A write that stops a
 * running subscription marks the stop to be told (docs/product.md §2.12), in the same statement, so
 * two writes at once cannot both miss it; one that makes it run again takes the mark back.
 */
export async function recordSubscription(
  db: Database,
  userId: string,
  state: ProviderSubscription,
) {
  const values = { ...state, updatedAt: new Date() };
  const [saved] = await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        ...values,
        stopToAnnounce: sql`case
          when excluded.status in ${serving} then false
          when ${subscriptions.status} in ${serving} then true
          else ${subscriptions.stopToAnnounce} end`,
      },
    })
    .returning();
  return saved!;
}

/**
 * Stores what the provider reports and what follows from it: a first paid period earns the
 * referral reward, and earned free months are credited. Webhooks and demo billing both end here.
 */
export async function applySubscription(
  tx: Database,
  provider: BillingProvider,
  userId: string,
  state: ProviderSubscription,
) {
  const saved = await recordSubscription(tx, userId, state);
  if (saved.status === 'active') {
    const referrerId = await earnReferralReward(tx, userId);
    if (referrerId) await creditEarnedMonths(tx, provider, referrerId, recordSubscription);
  }
  await creditEarnedMonths(tx, provider, userId, recordSubscription);
  const [latest] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return latest ?? saved;
}

/** The account's subscription status as last recorded, or null before it has a subscription. */
export async function subscriptionStatusOf(
  db: Database,
  userId: string,
): Promise<SubscriptionStatus | null> {
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row?.status ?? null;
}

/** The spec's subscription read: status, period end in Unix seconds, cancel at period end. */
export function toSubscriptionRead(row: Subscription): SubscriptionReadDto {
  return {
    subscription_status: row.status,
    current_period_end: row.currentPeriodEnd
      ? Math.floor(row.currentPeriodEnd.getTime() / 1000)
      : null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    provider: row.provider,
  };
}

export function toSubscriptionDto(row: Subscription): SubscriptionDto {
  return {
    status: row.status,
    provider: row.provider,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    parentCount: row.parentCount,
    familyMemberCount: row.familyMemberCount,
  };
}
