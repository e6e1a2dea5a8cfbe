import Stripe from 'stripe';
import type { Config } from '../../config';
import type { SubscriptionStatus } from '../../../shared/onboarding';
import { monthlyPrice } from '../../../shared/pricing';
import type { BillingProvider, ProviderSubscription } from './provider';

const fromUnix = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000) : null;

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
    status: subscription.status as SubscriptionStatus,
    trialEndsAt: fromUnix(subscription.trial_end),
    currentPeriodEnd: fromUnix(periodEnds.length > 0 ? Math.min(...periodEnds) : null),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...counts,
  };
}

/** A Stripe client for this configuration (pointed at a local stand-in in tests). */
export function createStripeClient(stripe: NonNullable<Config['stripe']>) {
  const base = stripe.apiBase ? new URL(stripe.apiBase) : undefined;
  return new Stripe(stripe.secretKey, {
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
): BillingProvider {
  const stripe = createStripeClient(stripeConfig);
  const { prices } = stripeConfig;
  return {
    name: 'stripe',
    async startTrial(request) {
      const customer = await stripe.customers.create(
        { email: request.email, metadata: { userId: request.userId } },
        { idempotencyKey: `customer:${request.userId}` },
      );
      const { extraParents, extraFamilyMembers } = monthlyPrice(
        request.parentCount,
        request.familyMemberCount,
      );
      const items: Stripe.SubscriptionCreateParams.Item[] = [{ price: prices.base, quantity: 1 }];
      if (extraParents > 0) items.push({ price: prices.extraParent, quantity: extraParents });
      if (extraFamilyMembers > 0)
        items.push({ price: prices.extraFamilyMember, quantity: extraFamilyMembers });
      const subscription = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items,
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
  };
}
