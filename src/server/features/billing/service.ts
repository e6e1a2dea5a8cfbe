import { eq, sql } from 'drizzle-orm';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { Database } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { BillingStateDto, SubscriptionStatus } from '@/shared/billing';
import { onboardingMessages } from '@/shared/onboarding';
import { monthlyPrice, priceCatalogue } from '@/shared/pricing';
import { checkoutMessages, subscribeBlock } from '@/shared/billing';
import type Stripe from 'stripe';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { defineJob, scheduledPayload } from '../../jobs/job-definition';
import { billingBanner } from './banner';
import { demoCheckoutResult } from './demo-provider';
import { endDemoPeriods } from './demo-periods';
import { familySize } from './family-size';
import { announceStops, type AnnounceStop } from './stop-announcements';
import { sendTrialReminders } from './trial-reminders';
import type { BillingProvider, ProviderSubscription } from './provider';
import { createStripeWebhooks } from './stripe-webhooks';
import { asProviderSubscription } from './referral-rewards';
import {
  applySubscription,
  servingStatuses,
  toSubscriptionDto,
  toSubscriptionRead,
} from './subscriptions';

// Other features reach billing only through this file (eslint.config.js), so it passes this on.
export { servingStatuses, subscriptionStatusOf } from './subscriptions';
export type { AnnounceStop, CheckInsStopped } from './stop-announcements';

export interface BillingServiceDeps {
  db: Database;
  /** The owner's reminders before her trial ends. */
  email: EmailChannel;
  /** Tells everyone that the daily check-in stopped (the check-in engine does). */
  announceStop: AnnounceStop;
  provider: BillingProvider;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** With Stripe keys: the client and its settings, for the webhook endpoint. */
  stripe?: { client: Stripe; config: NonNullable<Config['stripe']> };
}

export function createBillingService(deps: BillingServiceDeps) {
  const { db, email, provider, clock, logger, publicUrl } = deps;

  const find = async (tx: Database, userId: string) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    return row;
  };

  /**
   * The subscription and the family's size a checkout sells for, or the refusal: an active plan
   * is not sold again, and an account with no parents has nothing to pay for.
   */
  const checkoutFor = async (tx: Database, userId: string) => {
    const row = await find(tx, userId);
    if (row?.status === 'active') throw new AppError('conflict', checkoutMessages.alreadyActive);
    const size = await familySize(tx, userId);
    if (size.parents === 0) throw new AppError('conflict', checkoutMessages.noParents);
    return { row, size };
  };

  const emailOf = async (tx: Database, userId: string) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return user!.email;
  };

  /** A provider failure is logged; the caller is told checkout could not be created. */
  const atProvider = async <T>(what: string, call: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      logger.error({ err: error }, `billing: ${what} failed at the payment provider`);
      throw new AppError('unavailable', checkoutMessages.creationFailed);
    }
  };

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

    /** The subscription read of /subscription and /success: one row or none. */
    async subscriptionRead(userId: string) {
      const row = await find(db, userId);
      return row ? toSubscriptionRead(row) : null;
    },

    /**
     * Where the browser goes to subscribe: the provider's hosted checkout (or the demo page),
     * for this family's size, returning to /success or, when abandoned, /subscription.
     */
    async checkout(userId: string) {
      const { row, size } = await checkoutFor(db, userId);
      const email = await emailOf(db, userId);
      return atProvider('checkout', () =>
        provider.createCheckout({
          userId,
          email,
          parentCount: size.parents,
          familyMemberCount: size.familyMembers,
          trialDays: priceCatalogue.trialDays,
          current: row ? asProviderSubscription(row) : null,
          successUrl: `${publicUrl}/success`,
          cancelUrl: `${publicUrl}/subscription`,
        }),
      );
    },

    /** The provider's page for changing the card, cancelling or resuming. */
    async portal(userId: string) {
      const row = await find(db, userId);
      if (!row) throw new AppError('not_found', checkoutMessages.noSubscription);
      const portal = await atProvider('billing portal', () =>
        provider.createPortal(asProviderSubscription(row), `${publicUrl}/subscription`),
      );
      if (!portal) throw new AppError('not_found', checkoutMessages.noSubscription);
      return portal;
    },

    /**
     * The demo checkout's "pay": stored through the webhook's code path, so pages, badges, the
     * engine and referral rewards behave as with the real provider.
     */
    async completeDemoCheckout(userId: string) {
      if (provider.name !== 'demo') throw new AppError('not_found', checkoutMessages.demoOnly);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        const { row, size } = await checkoutFor(tx, userId);
        let state: ProviderSubscription;
        if (row?.status === 'trialing')
          state = demoCheckoutResult(clock, asProviderSubscription(row));
        else {
          const trial = await provider.startTrial({
            userId,
            email: await emailOf(tx, userId),
            parentCount: size.parents,
            familyMemberCount: size.familyMembers,
            trialDays: priceCatalogue.trialDays,
          });
          // One free trial per account: a returning subscriber starts paying at once.
          state = row ? demoCheckoutResult(clock, trial) : trial;
        }
        return toSubscriptionRead(await applySubscription(tx, provider, userId, state));
      });
    },

    /** Demo billing's stand-in for the provider's portal: cancel at period end, or resume. */
    async setCancelAtPeriodEnd(userId: string, cancelAtPeriodEnd: boolean) {
      if (provider.name !== 'demo') throw new AppError('not_found', checkoutMessages.demoOnly);
      return db.transaction(async (tx) => {
        const row = await find(tx, userId);
        if (!row || !servingStatuses.includes(row.status as SubscriptionStatus))
          throw new AppError('not_found', checkoutMessages.noSubscription);
        const state = { ...asProviderSubscription(row), cancelAtPeriodEnd };
        return toSubscriptionRead(await applySubscription(tx, provider, userId, state));
      });
    },

    /**
     * A change in the family changes what the subscription bills for. A provider failure is
     * logged, not shown: the family change stands, and the next change brings billing in line.
     */
    async syncQuantities(userId: string) {
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql`select id from users where id = ${userId} for update`);
          const row = await find(tx, userId);
          if (!row || !servingStatuses.includes(row.status as SubscriptionStatus)) return;
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

    /** Demo billing's own period ends (see demo-periods.ts). */
    endDemoPeriods: () => endDemoPeriods({ db, provider, clock }),

    demoPeriodJob() {
      return defineJob({
        name: 'demo-billing-periods',
        payload: scheduledPayload,
        // A demo period ends within five minutes of its end, as Stripe's own renewals lag a little.
        cron: '*/5 * * * *',
        handle: async (_payload, { logger: jobLogger }) => {
          const ended = await endDemoPeriods({ db, provider, clock });
          if (ended > 0) jobLogger.info({ ended }, 'demo billing periods ended');
        },
      });
    },

    /**
     * The owner's reminders before her trial ends, and the news that check-ins stopped for
     * billing, each once (docs/product.md §2.12). Every minute, so a stop is told within one.
     */
    billingNoticesJob() {
      return defineJob({
        name: 'billing-notices',
        payload: scheduledPayload,
        cron: '* * * * *',
        handle: async (_payload, { logger: jobLogger }) => {
          const reminders = await sendTrialReminders({ db, email, clock, publicUrl });
          const stops = await announceStops({ db, clock, announce: deps.announceStop });
          if (reminders.sent + stops.told > 0)
            jobLogger.info({ reminders: reminders.sent, stops: stops.told }, 'billing notices');
        },
      });
    },

    /** Ends the account's subscription at the provider now (account deletion). */
    async cancelForDeletion(userId: string) {
      const row = await find(db, userId);
      if (row) await provider.cancelNow(asProviderSubscription(row));
    },

    /**
     * Whether deleting the account now stops check-ins nobody has been told of: they run, or
     * they stopped a moment ago and the stop is not told yet (stop-announcements.ts).
     */
    async stopStillUntold(userId: string) {
      const row = await find(db, userId);
      return (
        !!row && (servingStatuses.includes(row.status as SubscriptionStatus) || row.stopToAnnounce)
      );
    },

    async subscriptionStatus(userId: string) {
      return ((await find(db, userId))?.status as SubscriptionStatus | undefined) ?? null;
    },

    /** The subscription, if any, and the monthly price for the family as it stands. */
    async state(userId: string): Promise<BillingStateDto> {
      const size = await familySize(db, userId);
      const price = monthlyPrice(size.parents, size.familyMembers);
      const row = await find(db, userId);
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
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        const existing = await find(tx, userId);
        if (existing && servingStatuses.includes(existing.status as SubscriptionStatus)) {
          return { subscription: existing, created: false };
        }
        if (existing) throw new AppError('conflict', onboardingMessages.trialExists);
        const size = await familySize(tx, userId);
        if (size.parents === 0 || size.familyMembers === 0)
          throw new AppError('conflict', onboardingMessages.notFinished);
        const state = await provider.startTrial({
          userId,
          email: await emailOf(tx, userId),
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
