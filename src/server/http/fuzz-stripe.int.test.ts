import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, users } from '../db/schema';
import { createFuzzChecker, isErrorBody } from '../test/fuzz-checker';
import { stripeSubscriptionId, stripeWebhookArbitrary } from '../test/fuzz-webhooks';
import { signInAs } from '../test/sign-in';
import { createStripeTestHarness, type StripeStandIn } from '../test/stripe-harness';
import type { TestHarness } from '../test/test-app';
import { replay, report, runs } from './fuzz.support';

// The Stripe webhook, fuzzed on a service with payments set up (how: see fuzz.support.ts).
describe('fuzzing the Stripe webhook, with payments set up', () => {
  const webhookSecret = 'whsec_fuzz';
  let stripe: StripeStandIn;
  let stripeHarness: TestHarness;
  let closeStripe: () => Promise<void>;
  beforeAll(async () => {
    ({
      stripe,
      harness: stripeHarness,
      close: closeStripe,
    } = await createStripeTestHarness(webhookSecret));
  });
  afterAll(() => closeStripe());

  it('events of any shape, signed or not: never a 5xx, and refusals store nothing', async () => {
    // An account with a subscription at Stripe, so signed events can reach it and change it.
    await signInAs(stripeHarness, 'fuzz-payer@example.com');
    const [payer] = await stripeHarness.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'fuzz-payer@example.com'));
    stripe.subscriptions.set(stripeSubscriptionId, {
      id: stripeSubscriptionId,
      object: 'subscription',
      customer: 'cus_fuzz',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { userId: payer!.id },
      items: {
        object: 'list',
        data: [{ id: 'si_fuzz', price: { id: 'price_base' }, quantity: 1 }],
      },
    });
    const stripeChecker = await createFuzzChecker(stripeHarness);
    await fc.assert(
      fc.asyncProperty(stripeWebhookArbitrary(webhookSecret, [payer!.id]), (request) =>
        stripeChecker.check(request),
      ),
      { numRuns: runs * 10, ...replay },
    );
    report('Stripe webhook', { sent: 0, accepted: 0, refused: 0 }, stripeChecker.counts);
    expect(stripeChecker.counts.refused).toBeGreaterThan(0);
    expect(stripeChecker.counts.accepted).toBeGreaterThan(0);
  }, 600_000);

  it('a signed event without an id is a 400 that stores nothing; one naming a subscription Stripe cannot have is acknowledged', async () => {
    const signer = new Stripe('sk_test_fuzz_signer');
    const deliver = (payload: string) =>
      stripeHarness.app.request('/webhooks/stripe', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({
            payload,
            secret: webhookSecret,
          }),
        },
        body: payload,
      });
    const eventsStored = async () =>
      (await stripeHarness.database.db.select().from(billingEvents)).length;
    const before = await eventsStored();
    const shapeless = await deliver(JSON.stringify({ type: 'checkout.session.completed' }));
    expect(shapeless.status).toBe(400);
    expect(isErrorBody(await shapeless.text())).toBe(true);
    expect(await eventsStored()).toBe(before);

    const unknown = await deliver(
      JSON.stringify({
        id: 'evt_unknown_subscription',
        type: 'customer.subscription.updated',
        data: { object: { id: 'sub_nobody_has' } },
      }),
    );
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ received: true, handled: false, duplicate: false });
    // An id no URL can carry (a lone surrogate) names nothing either.
    const unsendable = await deliver(
      JSON.stringify({
        id: 'evt_unsendable_subscription',
        type: 'customer.subscription.created',
        data: { object: { id: '\ud800' } },
      }),
    );
    expect(unsendable.status).toBe(200);
  });
});
