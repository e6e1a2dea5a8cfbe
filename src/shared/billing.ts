import { z } from 'zod';
import { formatDollars, priceCatalogue, type PriceCatalogue } from './pricing';
import { product } from './product';

/**
 * Billing's shared contract: the plan cards (read from the one price catalogue), the checkout
 * request and the spec's checkout error texts.
 */

export interface Plan {
  id: 'monthly';
  name: string;
  description: string;
  /** US dollars, as the card shows it. */
  price: string;
  interval: 'month';
  mode: 'subscription';
  features: [string, string, string, string];
}

/** The plans of /subscription, built from the catalogue so no page types a price. */
export function plansFrom(catalogue: PriceCatalogue = priceCatalogue): Plan[] {
  const { base } = catalogue;
  return [
    {
      id: 'monthly',
      name: 'Monthly Check-In',
      description: `Daily check-ins for up to ${base.includedParents} parents and alerts for ${base.includedFamilyMembers} family member.`,
      price: formatDollars(base.amountCents),
      interval: catalogue.interval,
      mode: 'subscription',
      features: [
        `Daily check-ins for up to ${base.includedParents} parents`,
        `Notifications for ${base.includedFamilyMembers} family member, ${formatDollars(catalogue.extraFamilyMemberCents)}/${catalogue.interval} for each extra`,
        `${formatDollars(catalogue.extraParentCents)}/${catalogue.interval} for each extra parent (up to ${catalogue.maxParents})`,
        'Follow-up voice call and weekly family status report',
      ],
    },
  ];
}

export const checkoutRequestSchema = z.object({
  planId: z.literal('monthly', 'Please choose a plan'),
  mode: z.literal('subscription', 'Please choose a plan'),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /api/billing/checkout and /api/billing/portal: where the browser goes next. */
export interface RedirectDto {
  url: string;
}

/** The subscription read of the spec (one row or none), as /subscription and /success use it. */
export interface SubscriptionReadDto {
  subscription_status: string;
  /** Unix seconds. */
  current_period_end: number | null;
  cancel_at_period_end: boolean;
  provider: 'demo' | 'stripe';
}

export const checkoutMessages = {
  noToken: 'No authentication token found',
  creationFailed: 'Failed to create checkout session',
  unknown: 'Unknown error occurred',
  scriptFailed: 'Stripe failed to load',
  replyError: (message: string) => `Error: ${message}`,
  exception: 'Failed to start subscription process',
  alreadyActive: 'This account already has an active subscription.',
  noSubscription: 'This account has no subscription to manage yet.',
  demoOnly: 'The demo checkout is only available while no payment provider is set up.',
  demoNotice: 'Demo — no payment is taken',
  noParents:
    'Add a parent before subscribing: the plan pays for the daily check-ins of the parents you add.',
} as const;

/**
 * Why the subscription page offers no subscribe button, or null when it offers one. An account
 * in its free trial already has the plan (it is paid from the trial's end once a payment method
 * is added), so it is not sold again; an account with no parents has nothing to check on.
 */
export type SubscribeBlock = 'active' | 'trialing' | 'no_parents';

export function subscribeBlock(status: string | null, parents: number): SubscribeBlock | null {
  if (status === 'active') return 'active';
  if (status === 'trialing') return 'trialing';
  if (parents === 0) return 'no_parents';
  return null;
}

export const subscriptionCopy = {
  heading: 'Choose Your Plan',
  intro: 'Start staying connected with your family today. Cancel anytime.',
  trialLine: (days: number) => `${days}-day free trial • No credit card required`,
  footerSecure: 'Payments are processed securely by Stripe. We never see or store your card.',
  footerDisclaimer: `${product.name} is not a medical alert or emergency service. In an emergency, call 911.`,
  processing: "Your payment is being processed. You'll receive a confirmation email shortly.",
} as const;

export const cancelSubscriptionSchema = z.object({ cancelAtPeriodEnd: z.boolean() });
