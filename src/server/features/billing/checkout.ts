import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import { checkoutMessages, type SubscriptionStatus } from '@/shared/billing';
import { priceCatalogue } from '@/shared/pricing';
import { demoCheckoutResult } from './demo-provider';
import { familySize } from './family-size';
import type { BillingProvider, ProviderSubscription } from './provider';
import { asProviderSubscription } from './referral-rewards';
import { findSubscription, lockAccount, ownerEmailOf } from './subscription-rows';
import { applySubscription, servingStatuses, toSubscriptionRead } from './subscriptions';

export interface CheckoutDeps {
  db: Database;
  provider: BillingProvider;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
}

/**
 * Whether a demo checkout the page started from `seen` is done already: the account is where it
 * leads. From no subscription it leads to the free trial; from any other status, to the paid
 * plan. A later change (cancelled since, say) is not that checkout's result.
 */
export function checkoutDone(seen: SubscriptionStatus | null, now: SubscriptionStatus) {
  return now !== seen && (now === 'active' || (seen === null && now === 'trialing'));
}

/**
 * Paying and managing the plan: the provider's hosted checkout and portal, and demo billing's
 * stand-ins for both (its "pay" and its cancel or resume).
 */
export function createCheckout(deps: CheckoutDeps) {
  const { db, provider, clock, logger, publicUrl } = deps;

  /**
   * The subscription and the family's size a checkout sells for, or the refusal: an active plan
   * is not sold again, and an account with no parents has nothing to pay for.
   */
  const checkoutFor = async (tx: Database, userId: string) => {
    const row = await findSubscription(tx, userId);
    if (row?.status === 'active') throw new AppError('conflict', checkoutMessages.alreadyActive);
    const size = await familySize(tx, userId);
    if (size.parents === 0) throw new AppError('conflict', checkoutMessages.noParents);
    return { row, size };
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
    /**
     * Where the browser goes to subscribe: the provider's hosted checkout (or the demo page),
     * for this family's size, returning to /success or, when abandoned, /subscription.
     */
    async checkout(userId: string) {
      const { row, size } = await checkoutFor(db, userId);
      const email = await ownerEmailOf(db, userId);
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
      const row = await findSubscription(db, userId);
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
    async completeDemoCheckout(userId: string, seenStatus?: SubscriptionStatus | null) {
      if (provider.name !== 'demo') throw new AppError('not_found', checkoutMessages.demoOnly);
      return db.transaction(async (tx) => {
        // Held until the end, so a second request waits for the first and then sees its result.
        await lockAccount(tx, userId);
        const current = await findSubscription(tx, userId);
        if (current && seenStatus !== undefined && checkoutDone(seenStatus, current.status))
          return toSubscriptionRead(current);
        const { row, size } = await checkoutFor(tx, userId);
        let state: ProviderSubscription;
        if (row?.status === 'trialing')
          state = demoCheckoutResult(clock, asProviderSubscription(row));
        else {
          const trial = await provider.startTrial({
            userId,
            email: await ownerEmailOf(tx, userId),
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
        const row = await findSubscription(tx, userId);
        if (!row || !servingStatuses.includes(row.status))
          throw new AppError('not_found', checkoutMessages.noSubscription);
        const state = { ...asProviderSubscription(row), cancelAtPeriodEnd };
        return toSubscriptionRead(await applySubscription(tx, provider, userId, state));
      });
    },
  };
}
