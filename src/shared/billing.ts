import { z } from './zod';
import { isoInstant } from './api-response';
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
  interval: string;
  mode: 'subscription';
  features: [string, string, string, string];
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * The plans of /subscription, built from the catalogue so no page types a price. Given the
 * family's size, the description counts the family itself, not what the base price includes
 * (a family of two was told "alerts for 1 family member"; docs/product.md §4: the page tells
 * the truth).
 */
export function plansFrom(
  catalogue: PriceCatalogue = priceCatalogue,
  family?: { parents: number; familyMembers: number },
): Plan[] {
  const { base } = catalogue;
  const description =
    family && family.parents > 0
      ? `Daily check-ins for your ${counted(family.parents, 'parent', 'parents')}, with alerts for ${
          family.familyMembers > 0
            ? `your ${counted(family.familyMembers, 'family member', 'family members')} and you`
            : 'you'
        }.`
      : `Daily check-ins for up to ${counted(base.includedParents, 'parent', 'parents')} and alerts for ${counted(base.includedFamilyMembers, 'family member', 'family members')}.`;
  return [
    {
      id: 'monthly',
      name: 'Monthly Check-In',
      description,
      price: formatDollars(base.amountCents),
      interval: catalogue.interval,
      mode: 'subscription',
      // What the price includes, worded as the rule it is, so it cannot be read as a count of
      // this family beside the description.
      features: [
        `${counted(base.includedParents, 'parent', 'parents')} and ${counted(base.includedFamilyMembers, 'family member', 'family members')} included`,
        `${formatDollars(catalogue.extraFamilyMemberCents)}/${catalogue.interval} for each extra family member`,
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
export const redirectSchema = z.object({ url: z.string() });
export type RedirectDto = z.infer<typeof redirectSchema>;

export const billingProviders = ['demo', 'stripe'] as const;
export type BillingProvider = (typeof billingProviders)[number];

/** The subscription read of the spec (one row or none), as /subscription and /success use it. */
export const subscriptionReadSchema = z.object({
  subscription_status: z.string(),
  /** Unix seconds. */
  current_period_end: z.number().nullable(),
  cancel_at_period_end: z.boolean(),
  provider: z.enum(billingProviders),
});
export type SubscriptionReadDto = z.infer<typeof subscriptionReadSchema>;

/** GET /api/billing/subscription-read: none before the first checkout or trial. */
export const maybeSubscriptionReadResponse = z.object({
  subscription: subscriptionReadSchema.nullable(),
});
/** POST /api/billing/demo-checkout and /api/billing/demo-cancel. */
export const subscriptionReadResponse = z.object({ subscription: subscriptionReadSchema });

export const subscriptionStatuses = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * POST /api/billing/demo-checkout: the subscription's status the checkout page showed (null:
 * none yet). A checkout repeated once done (a double click, a retried request) finds the account
 * where the first one took it, and is answered with that instead of a refusal. Without it, each
 * request takes the next step.
 */
export const demoCheckoutRequestSchema = z.object({
  seenStatus: z.enum(subscriptionStatuses).nullable().optional(),
});
export type DemoCheckoutRequest = z.infer<typeof demoCheckoutRequestSchema>;

export const subscriptionDtoSchema = z.object({
  status: z.enum(subscriptionStatuses),
  provider: z.enum(billingProviders),
  trialEndsAt: isoInstant.nullable(),
  currentPeriodEnd: isoInstant.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  parentCount: z.number(),
  familyMemberCount: z.number(),
});
export type SubscriptionDto = z.infer<typeof subscriptionDtoSchema>;

/** POST /api/billing/trial: the trial, new or already running. */
export const subscriptionResponse = z.object({ subscription: subscriptionDtoSchema });

export const priceQuoteSchema = z.object({
  parents: z.number(),
  familyMembers: z.number(),
  extraParents: z.number(),
  extraFamilyMembers: z.number(),
  totalCents: z.number(),
  trialDays: z.number(),
});
export type PriceQuoteDto = z.infer<typeof priceQuoteSchema>;

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
export const subscribeBlocks = ['active', 'trialing', 'no_parents'] as const;
export type SubscribeBlock = (typeof subscribeBlocks)[number];

export function subscribeBlock(status: string | null, parents: number): SubscribeBlock | null {
  if (status === 'active') return 'active';
  if (status === 'trialing') return 'trialing';
  if (parents === 0) return 'no_parents';
  return null;
}

export const subscriptionCopy = {
  heading: 'Choose Your Plan',
  intro: 'Start staying connected with your family today. Cancel anytime.',
  trialHeading: 'Your Free Trial',
  trialIntro: (plan: string, endsOn: string) =>
    `Your family is on the ${plan} plan, free until ${endsOn}.`,
  activeHeading: 'Your Plan',
  activeIntro: (plan: string) => `Your family is on the ${plan} plan.`,
  trialLine: (days: number) => `${days}-day free trial • No credit card required`,
  footerSecure: 'Payments are processed securely by Stripe. We never see or store your card.',
  footerDemo:
    'This server has no payment provider set up: its demo checkout asks for no card and charges nothing.',
  footerDisclaimer: `${product.name} is not a medical alert or emergency service. In an emergency, call 911.`,
  processing: "Your payment is being processed. You'll receive a confirmation email shortly.",
} as const;

export const cancelSubscriptionSchema = z.object({ cancelAtPeriodEnd: z.boolean() });

/** How long before the trial's end the owner is reminded and the dashboard says so (days). */
export const trialReminderDays = [3, 1] as const;

/** Why check-ins stopped for billing: what the owner, the dashboard and the family are told. */
export const stopCauses = ['trial_ended', 'canceled', 'payment_failed', 'paused'] as const;
export type StopCause = (typeof stopCauses)[number];

/**
 * Why a subscription that no longer runs stopped. A trial that ended unpaid is canceled (or, at
 * Stripe, may be paused) with its period ending where the trial did.
 */
export function stopCauseOf(subscription: {
  status: string;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
}): StopCause {
  const { status, trialEndsAt, currentPeriodEnd } = subscription;
  const trialEnded =
    trialEndsAt !== null &&
    currentPeriodEnd !== null &&
    currentPeriodEnd.getTime() <= trialEndsAt.getTime();
  if ((status === 'canceled' || status === 'paused') && trialEnded) return 'trial_ended';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  if (status === 'paused') return 'paused';
  return 'payment_failed';
}

/** A cause in words, to follow "because": "… have stopped because the free trial ended." */
export const stopCauseText: Record<StopCause, string> = {
  trial_ended: 'the free trial ended',
  canceled: 'the subscription ended',
  payment_failed: 'the payment for the subscription did not go through',
  paused: 'the subscription is paused',
};

/**
 * The dashboard's banner about billing: the trial ends soon (from 3 days before), or check-ins
 * have stopped. The price is the family's own, from the catalogue, as /subscription shows it.
 */
export const billingBannerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('trial_ending'), endsAt: isoInstant, monthlyCents: z.number() }),
  z.object({ kind: z.literal('stopped'), cause: z.enum(stopCauses), monthlyCents: z.number() }),
]);
export type BillingBannerDto = z.infer<typeof billingBannerSchema>;

/** GET /api/billing/subscription: the subscription, its price, and whether to offer one. */
export const billingStateSchema = z.object({
  subscription: subscriptionDtoSchema.nullable(),
  quote: priceQuoteSchema,
  /** Why /subscription offers no subscribe button now, or null when it offers one. */
  subscribeBlock: z.enum(subscribeBlocks).nullable(),
  /** Who takes the payment of a checkout started now: Stripe, or the demo checkout. */
  checkoutProvider: z.enum(billingProviders),
  /** What the dashboard's banner says, or null for none. */
  banner: billingBannerSchema.nullable(),
});
export type BillingStateDto = z.infer<typeof billingStateSchema>;
