import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { referralRewards, subscriptions, users } from '../../db/schema';
import { monthlyPrice } from '@/shared/pricing';
import type { BillingProvider, ProviderSubscription } from './provider';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export const asProviderSubscription = (row: SubscriptionRow): ProviderSubscription => ({
  provider: row.provider,
  providerCustomerId: row.providerCustomerId ?? '',
  providerSubscriptionId: row.providerSubscriptionId ?? '',
  status: row.status,
  trialEndsAt: row.trialEndsAt,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  parentCount: row.parentCount,
  familyMemberCount: row.familyMemberCount,
});

/**
 * When a referred account's first paid period begins, each side earns one free month: the
 * reward row (one per referred account) is the once-only guard, and it is never given to an
 * account for its own code.
 */
export async function earnReferralReward(tx: Database, referredUserId: string) {
  const [referred] = await tx
    .select({ code: users.referredByCode })
    .from(users)
    .where(eq(users.id, referredUserId));
  if (!referred?.code) return null;
  const [referrer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, referred.code), ne(users.id, referredUserId)));
  if (!referrer) return null;
  const [earned] = await tx
    .insert(referralRewards)
    .values({ referredUserId, userId: referrer.id })
    .onConflictDoNothing()
    .returning();
  return earned ? referrer.id : null;
}

/**
 * Applies the free months this account has earned and not yet received, to its subscription.
 * An account with no subscription yet receives them when it gets one.
 */
export async function creditEarnedMonths(
  tx: Database,
  provider: BillingProvider,
  userId: string,
  record: (tx: Database, userId: string, state: ProviderSubscription) => Promise<unknown>,
) {
  const owed = await tx
    .select()
    .from(referralRewards)
    .where(
      or(
        and(eq(referralRewards.referredUserId, userId), isNull(referralRewards.referredCreditedAt)),
        and(eq(referralRewards.userId, userId), isNull(referralRewards.referrerCreditedAt)),
      ),
    );
  for (const reward of owed) {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    if (!row || row.provider !== provider.name) return;
    const side = reward.referredUserId === userId ? 'referred' : 'referrer';
    const changed = await provider.creditFreeMonth(asProviderSubscription(row), {
      key: `referral:${reward.referredUserId}:${side}`,
      amountCents: monthlyPrice(row.parentCount, row.familyMemberCount).totalCents,
    });
    if (changed) await record(tx, userId, changed);
    await tx
      .update(referralRewards)
      .set(
        side === 'referred'
          ? { referredCreditedAt: new Date() }
          : { referrerCreditedAt: new Date() },
      )
      .where(eq(referralRewards.referredUserId, reward.referredUserId));
  }
}
