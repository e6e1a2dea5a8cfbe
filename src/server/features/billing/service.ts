import { AppError } from '../../http/app-error';
import type { BillingStateDto } from '@/shared/billing';
import { onboardingMessages } from '@/shared/onboarding';
import { monthlyPrice, priceCatalogue } from '@/shared/pricing';
import { subscribeBlock } from '@/shared/billing';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import { billingBanner } from './banner';
import { billingJobs, type BillingJobsDeps } from './billing-jobs';
import { createCheckout, type CheckoutDeps } from './checkout';
import { familySize } from './family-size';
import { createStripeWebhooks } from './stripe-webhooks';
import { asProviderSubscription } from './referral-rewards';
import { findSubscription, lockAccount, ownerEmailOf } from './subscription-rows';
import {
  applySubscription,
  servingStatuses,
  subscriptionStatusOf,
  toSubscriptionDto,
  toSubscriptionRead,
} from './subscriptions';

// Other features reach billing only through this file (eslint.config.js), so it passes this on.
export { servingStatuses, subscriptionStatusOf } from './subscriptions';
export type { AnnounceStop, CheckInsStopped } from './stop-announcements';

export interface BillingServiceDeps extends BillingJobsDeps, CheckoutDeps {
  /** With Stripe keys: the client and its settings, for the webhook endpoint. */
  stripe?: { client: Stripe; config: NonNullable<Config['stripe']> };
}

/**
 * The account's subscription: its trial, what it bills for, what the pages show of it, and its
 * end when the account is deleted. Paying and managing the plan are checkout.ts's; the scheduled
 * notices and demo billing's periods are billing-jobs.ts's.
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { db, provider, clock, logger } = deps;

  return {
    provider,
    webhooks:
      deps.stripe &&
      createStripeWebhooks({
        db,
        stripe: deps.stripe.client,
        config: deps.stripe.config,
        provider,
        logger,
        apply: applySubscription,
      }),

    ...createCheckout(deps),
    ...billingJobs(deps),

    /** The subscription read of /subscription and /success: one row or none. */
    async subscriptionRead(userId: string) {
      const row = await findSubscription(db, userId);
      return row ? toSubscriptionRead(row) : null;
    },

    /**
     * A change in the family changes what the subscription bills for. A provider failure is
     * logged, not shown: the family change stands, and the next change brings billing in line.
     */
    async syncQuantities(userId: string) {
      try {
        await db.transaction(async (tx) => {
          await lockAccount(tx, userId);
          const row = await findSubscription(tx, userId);
          if (!row || !servingStatuses.includes(row.status)) return;
          const size = await familySize(tx, userId);
          if (size.parents === 0 || size.familyMembers === 0) return;
          if (row.parentCount === size.parents && row.familyMemberCount === size.familyMembers)
            return;
          const state = await provider.updateQuantities(asProviderSubscription(row), {
            parentCount: size.parents,
            familyMemberCount: size.familyMembers,
          });
          await applySubscription(tx, provider, userId, state);
        });
      } catch (error) {
        logger.error({ err: error, userId }, 'billing: quantities not updated');
      }
    },

    /** Ends the account's subscription at the provider now (account deletion). */
    async cancelForDeletion(userId: string) {
      const row = await findSubscription(db, userId);
      if (row) await provider.cancelNow(asProviderSubscription(row));
    },

    /**
     * Whether deleting the account now stops check-ins nobody has been told of: they run, or
     * they stopped a moment ago and the stop is not told yet (stop-announcements.ts).
     */
    async stopStillUntold(userId: string) {
      const row = await findSubscription(db, userId);
      return !!row && (servingStatuses.includes(row.status) || row.stopToAnnounce);
    },

    subscriptionStatus(userId: string) {
      return subscriptionStatusOf(db, userId);
    },

    /** The subscription, if any, and the monthly price for the family as it stands. */
    async state(userId: string): Promise<BillingStateDto> {
      const size = await familySize(db, userId);
      const price = monthlyPrice(size.parents, size.familyMembers);
      const row = await findSubscription(db, userId);
      return {
        banner: billingBanner(row, {
          now: clock.now(),
          monthlyCents: price.totalCents,
          parents: size.parents,
        }),
        subscription: row ? toSubscriptionDto(row) : null,
        quote: {
          parents: size.parents,
          familyMembers: size.familyMembers,
          ...price,
          trialDays: priceCatalogue.trialDays,
        },
        subscribeBlock: subscribeBlock(row?.status ?? null, size.parents),
        checkoutProvider: provider.name,
      };
    },

    /**
     * Starts the free trial with no card. Starting again while one runs answers with it, so a
     * double click or a retried request never makes a second subscription.
     */
    async startTrial(userId: string) {
      return db.transaction(async (tx) => {
        // One start at a time per account.
        await lockAccount(tx, userId);
        const existing = await findSubscription(tx, userId);
        if (existing && servingStatuses.includes(existing.status)) {
          return { subscription: existing, created: false };
        }
        if (existing) throw new AppError('conflict', onboardingMessages.trialExists);
        const size = await familySize(tx, userId);
        if (size.parents === 0 || size.familyMembers === 0)
          throw new AppError('conflict', onboardingMessages.notFinished);
        const state = await provider.startTrial({
          userId,
          email: await ownerEmailOf(tx, userId),
          parentCount: size.parents,
          familyMemberCount: size.familyMembers,
          trialDays: priceCatalogue.trialDays,
        });
        return {
          subscription: await applySubscription(tx, provider, userId, state),
          created: true,
        };
      });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
