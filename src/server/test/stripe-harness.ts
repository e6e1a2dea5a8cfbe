import { startStripeStandIn } from './stripe-stand-in';
import { createTestHarness, type TestHarness } from './test-app';

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/**
 * A test harness with payments set up: the real Stripe SDK pointed at a local stand-in, on the
 * catalogue prices `price_base`, `price_parent` and `price_member`. Webhooks are signed with
 * `webhookSecret`. `close` stops the harness, then the stand-in.
 */
export async function createStripeTestHarness(webhookSecret = 'whsec_stand_in'): Promise<{
  stripe: StripeStandIn;
  harness: TestHarness;
  close: () => Promise<void>;
}> {
  const stripe = await startStripeStandIn();
  const harness = await createTestHarness({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_BASE: 'price_base',
      STRIPE_PRICE_EXTRA_PARENT: 'price_parent',
      STRIPE_PRICE_EXTRA_FAMILY_MEMBER: 'price_member',
      STRIPE_API_BASE: stripe.url,
    },
  });
  return {
    stripe,
    harness,
    close: async () => {
      await harness.close();
      await stripe.close();
    },
  };
}
