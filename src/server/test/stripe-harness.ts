import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { subscriptions, users } from '../db/schema';
import { sampleParent } from './family-bodies';
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

/**
 * One Stripe test file's service and stand-in, made before its tests and closed after them,
 * with what those tests do to it: signed webhook deliveries, subscriptions held at Stripe, and
 * the subscription row stored for an account.
 */
export function stripeTestFile(webhookSecret = 'whsec_stand_in') {
  let made: Awaited<ReturnType<typeof createStripeTestHarness>> | undefined;
  beforeAll(async () => {
    made = await createStripeTestHarness(webhookSecret);
  });
  afterAll(() => made?.close());
  const ready = () => {
    if (!made) throw new Error('the Stripe test harness is made in beforeAll');
    return made;
  };
  const harness = () => ready().harness;
  const stripe = () => ready().stripe;

  const request = (path: string, cookie: string, body?: unknown) =>
    harness().app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });

  /** Subscribing needs a parent to check on. */
  const giveParent = async (cookie: string, phone: string) =>
    expect((await request('/api/parents', cookie, sampleParent({ phone }))).status).toBe(201);

  const signer = new Stripe('sk_test_signer');
  let eventSequence = 0;
  /** Delivers an event to the webhook endpoint, signed with the SDK's own test-header helper. */
  async function deliver(
    type: string,
    object: object,
    options: { id?: string; secret?: string; timestamp?: number; tamper?: boolean } = {},
  ) {
    eventSequence += 1;
    const payload = JSON.stringify({
      id: options.id ?? `evt_test${eventSequence}`,
      object: 'event',
      type,
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      timestamp: options.timestamp,
    });
    return harness().app.request('/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: options.tamper ? payload.replace('"type":"', '"type":"x') : payload,
    });
  }

  const day = 86_400;
  const unix = () => Math.floor(Date.now() / 1000);

  /** What Stripe holds after a checkout: a subscription for the account, as the API shows it. */
  function stripeSubscription(id: string, userId: string, fields: Record<string, unknown>) {
    const subscription = {
      id,
      object: 'subscription',
      customer: `cus_${id}`,
      status: 'trialing',
      trial_end: unix() + 14 * day,
      cancel_at_period_end: false,
      metadata: { userId },
      items: {
        object: 'list' as const,
        data: [
          {
            id: `si_${id}`,
            price: { id: 'price_base' },
            quantity: 1,
            current_period_end: unix() + 14 * day,
          },
          {
            id: `si_${id}_p`,
            price: { id: 'price_parent' },
            quantity: 1,
            current_period_end: unix() + 14 * day,
          },
        ],
      },
      ...fields,
    };
    stripe().subscriptions.set(id, subscription);
    return subscription;
  }

  const stored = async (userId: string) =>
    (
      await harness()
        .database.db.select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
    )[0];

  const userIdOf = async (email: string) =>
    (await harness().database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

  return {
    harness,
    stripe,
    request,
    giveParent,
    deliver,
    day,
    unix,
    stripeSubscription,
    stored,
    userIdOf,
  };
}
