import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import { z } from 'zod';
import { subscriptionStatuses } from '@/shared/billing';
import { monthlyPrice, priceCatalogue } from '@/shared/pricing';
import type { BillingProvider, ProviderSubscription } from './provider';

const fromUnix = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000) : null;

export type StripePrices = NonNullable<Config['stripe']>['prices'];

/** The stored view of a Stripe subscription; quantities as this account is billed. */
export function fromStripeSubscription(
  subscription: Stripe.Subscription,
  counts: { parentCount: number; familyMemberCount: number },
): ProviderSubscription {
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  return {
    provider: 'stripe',
    providerCustomerId:
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    providerSubscriptionId: subscription.id,
    // Stripe's statuses are ours; one it adds some day fails here, loudly, not in the database.
    status: z.enum(subscriptionStatuses).parse(subscription.status),
    trialEndsAt: fromUnix(subscription.trial_end),
    currentPeriodEnd: fromUnix(periodEnds.length > 0 ? Math.min(...periodEnds) : null),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...counts,
  };
}

/** The parents and family members a Stripe subscription bills for, read from its quantities. */
export function countsFromItems(subscription: Stripe.Subscription, prices: StripePrices) {
  const quantityOf = (priceId: string) =>
    subscription.items.data
      .filter((item) => item.price.id === priceId)
      .reduce((sum, item) => sum + (item.quantity ?? 0), 0);
  return {
    parentCount: priceCatalogue.base.includedParents + quantityOf(prices.extraParent),
    familyMemberCount:
      priceCatalogue.base.includedFamilyMembers + quantityOf(prices.extraFamilyMember),
  };
}

/** The catalogue's line items for a family of this size. */
export function lineItems(prices: StripePrices, parentCount: number, familyMemberCount: number) {
  const { extraParents, extraFamilyMembers } = monthlyPrice(parentCount, familyMemberCount);
  const items: { price: string; quantity: number }[] = [{ price: prices.base, quantity: 1 }];
  if (extraParents > 0) items.push({ price: prices.extraParent, quantity: extraParents });
  if (extraFamilyMembers > 0)
    items.push({ price: prices.extraFamilyMember, quantity: extraFamilyMembers });
  return items;
}

/** A Stripe client for this configuration (pointed at a local stand-in in tests). */
export function createStripeClient(stripe: NonNullable<Config['stripe']>) {
  const base = stripe.apiBase ? new URL(stripe.apiBase) : undefined;
  // Loaded only with payments configured: demo billing never needs the SDK in memory.
  const StripeClient = createRequire(import.meta.url)('stripe') as typeof Stripe;
  return new StripeClient(stripe.secretKey, {
    maxNetworkRetries: 2,
    ...(base && {
      host: base.hostname,
      port: Number(base.port),
      protocol: base.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
}

/**
 * Stripe: the trial is a subscription on the catalogue's prices with a free trial and no
 * payment method; if none is added by the trial's end, Stripe cancels it. Idempotency keys
 * per account make a retried start return the same customer and subscription.
 */
export function createStripeBillingProvider(
  stripeConfig: NonNullable<Config['stripe']>,
  stripe: Stripe = createStripeClient(stripeConfig),
): BillingProvider {
  const { prices } = stripeConfig;
  return {
    name: 'stripe',
    async startTrial(request) {
      const customer = await stripe.customers.create(
        { email: request.email, metadata: { userId: request.userId } },
        { idempotencyKey: `customer:${request.userId}` },
      );
      const subscription = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: lineItems(prices, request.parentCount, request.familyMemberCount),
          trial_period_days: request.trialDays,
          trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
          metadata: { userId: request.userId },
        },
        { idempotencyKey: `trial:${request.userId}` },
      );
      return fromStripeSubscription(subscription, {
        parentCount: request.parentCount,
        familyMemberCount: request.familyMemberCount,
      });
    },

    async createCheckout(request) {
      const { current } = request;
      if (current?.provider === 'stripe' && current.status === 'trialing') {
        // The trial the wizard started stays: checkout collects a card for it, and the
        // webhook then ends the trial so the first paid period begins.
        const session = await stripe.checkout.sessions.create({
          mode: 'setup',
          currency: priceCatalogue.currency,
          customer: current.providerCustomerId,
          client_reference_id: request.userId,
          metadata: { userId: request.userId, subscriptionId: current.providerSubscriptionId },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        });
        return { url: session.url! };
      }
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        ...(current ? { customer: current.providerCustomerId } : { customer_email: request.email }),
        client_reference_id: request.userId,
        line_items: lineItems(prices, request.parentCount, request.familyMemberCount),
        payment_method_collection: 'if_required',
        subscription_data: {
          metadata: { userId: request.userId },
          // One free trial per account: a returning subscriber pays from the start.
          ...(!current && {
            trial_period_days: request.trialDays,
            trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
          }),
        },
        metadata: { userId: request.userId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      return { url: session.url! };
    },

    async createPortal(subscription, returnUrl) {
      if (subscription.provider !== 'stripe') return null;
      const session = await stripe.billingPortal.sessions.create({
        customer: subscription.providerCustomerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    async creditFreeMonth(subscription, request) {
      // A negative balance is a credit Stripe takes off the next invoices.
      await stripe.customers.createBalanceTransaction(
        subscription.providerCustomerId,
        {
          amount: -request.amountCents,
          currency: priceCatalogue.currency,
          description: 'Referral reward: one free month',
        },
        { idempotencyKey: request.key },
      );
      return null;
    },

    async updateQuantities(subscription, counts) {
      const current = await stripe.subscriptions.retrieve(subscription.providerSubscriptionId);
      const wanted = lineItems(prices, counts.parentCount, counts.familyMemberCount);
      const items: Stripe.SubscriptionUpdateParams.Item[] = current.items.data.map((item) => {
        const line = wanted.find((each) => each.price === item.price.id);
        return line ? { id: item.id, quantity: line.quantity } : { id: item.id, deleted: true };
      });
      for (const line of wanted) {
        if (!current.items.data.some((item) => item.price.id === line.price)) items.push(line);
      }
      const updated = await stripe.subscriptions.update(subscription.providerSubscriptionId, {
        items,
        proration_behavior: 'create_prorations',
      });
      return fromStripeSubscription(updated, counts);
    },

    async cancelNow(subscription) {
      if (subscription.provider !== 'stripe') return;
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
        return;
      await stripe.subscriptions.cancel(subscription.providerSubscriptionId);
    },
  };
}
