import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { familyMembers, parents, subscriptions, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type {
  BillingStateDto,
  SubscriptionDto,
  SubscriptionStatus,
} from '../../../shared/onboarding';
import { onboardingMessages } from '../../../shared/onboarding';
import { monthlyPrice, priceCatalogue } from '../../../shared/pricing';
import type { BillingProvider, ProviderSubscription } from './provider';

export type Subscription = typeof subscriptions.$inferSelect;

/** Statuses under which the service runs (PRODUCT.md §4). */
export const servingStatuses: readonly SubscriptionStatus[] = ['trialing', 'active'];

/**
 * Stores the provider's view of a subscription. The one write path for subscription state:
 * demo billing and the provider's webhooks both come through here.
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
    .onConflictDoUpdate({ target: subscriptions.userId, set: values })
    .returning();
  return saved!;
}

export function toSubscriptionDto(row: Subscription): SubscriptionDto {
  return {
    status: row.status as SubscriptionStatus,
    provider: row.provider as SubscriptionDto['provider'],
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    parentCount: row.parentCount,
    familyMemberCount: row.familyMemberCount,
  };
}

export function createBillingService(deps: { db: Database; provider: BillingProvider }) {
  const { db, provider } = deps;

  const familySize = async (tx: Database, userId: string) => {
    const [parentRow] = await tx
      .select({ total: count() })
      .from(parents)
      .where(and(eq(parents.userId, userId), eq(parents.active, true)));
    const [memberRow] = await tx
      .select({ total: count() })
      .from(familyMembers)
      .where(and(eq(familyMembers.userId, userId), eq(familyMembers.active, true)));
    return { parents: Number(parentRow?.total ?? 0), familyMembers: Number(memberRow?.total ?? 0) };
  };

  const find = async (tx: Database, userId: string) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    return row;
  };

  return {
    async subscriptionStatus(userId: string) {
      return ((await find(db, userId))?.status as SubscriptionStatus | undefined) ?? null;
    },

    /** The subscription, if any, and the monthly price for the family as it stands. */
    async state(userId: string): Promise<BillingStateDto> {
      const size = await familySize(db, userId);
      const price = monthlyPrice(size.parents, size.familyMembers);
      const row = await find(db, userId);
      return {
        subscription: row ? toSubscriptionDto(row) : null,
        quote: {
          parents: size.parents,
          familyMembers: size.familyMembers,
          ...price,
          trialDays: priceCatalogue.trialDays,
        },
      };
    },

    /**
     * Starts the free trial with no card. Starting again while one runs answers with it, so a
     * double click or a retried request never makes a second subscription.
     */
    async startTrial(userId: string) {
      return db.transaction(async (tx) => {
        // One start at a time per account.
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        const existing = await find(tx, userId);
        if (existing && servingStatuses.includes(existing.status as SubscriptionStatus)) {
          return { subscription: existing, created: false };
        }
        if (existing) throw new AppError('conflict', onboardingMessages.trialExists);
        const size = await familySize(tx, userId);
        if (size.parents === 0 || size.familyMembers === 0)
          throw new AppError('conflict', onboardingMessages.notFinished);
        const [user] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, userId));
        const state = await provider.startTrial({
          userId,
          email: user!.email,
          parentCount: size.parents,
          familyMemberCount: size.familyMembers,
          trialDays: priceCatalogue.trialDays,
        });
        return { subscription: await recordSubscription(tx, userId, state), created: true };
      });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
