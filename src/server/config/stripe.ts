import { z } from 'zod';
import type { ProviderMode } from './providers';
import { optionalString } from './variables';

/** The payment provider's keys and catalogue; demo billing when they are unset. */
export const stripeEnvironment = z.object({
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_BASE: optionalString,
  STRIPE_PRICE_EXTRA_PARENT: optionalString,
  STRIPE_PRICE_EXTRA_FAMILY_MEMBER: optionalString,
  /** Only for tests: where the Stripe SDK sends its requests (a local stand-in). */
  STRIPE_API_BASE: optionalString,
});

/** The variables that select Stripe: all of them, or none. */
export const stripeVariables = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_BASE',
  'STRIPE_PRICE_EXTRA_PARENT',
  'STRIPE_PRICE_EXTRA_FAMILY_MEMBER',
] as const;

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { base: string; extraParent: string; extraFamilyMember: string };
  /** A local stand-in for the API (tests only). */
  apiBase?: string;
}

/** Stripe's settings when its variables select it (all set: groupMode refuses half a set). */
export function stripeOf(
  vars: z.output<typeof stripeEnvironment>,
  mode: ProviderMode,
): StripeConfig | undefined {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_BASE: base,
    STRIPE_PRICE_EXTRA_PARENT: extraParent,
    STRIPE_PRICE_EXTRA_FAMILY_MEMBER: extraFamilyMember,
  } = vars;
  const complete = secretKey && webhookSecret && base && extraParent && extraFamilyMember;
  if (mode === 'local' || !complete) return undefined;
  return {
    secretKey,
    webhookSecret,
    prices: { base, extraParent, extraFamilyMember },
    apiBase: vars.STRIPE_API_BASE,
  };
}
