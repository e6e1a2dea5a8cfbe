import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, referralRewards, subscriptions, users } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { createStripeTestHarness, type StripeStandIn } from '../../test/stripe-harness';
import type { TestHarness } from '../../test/test-app';

const webhookSecret = 'whsec_stand_in';
let stripe: StripeStandIn;
let harness: TestHarness;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ stripe, harness, close } = await createStripeTestHarness(webhookSecret));
});
afterAll(() => close());

const request = (path: string, cookie: string, body?: unknown) =>
  harness.app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });

/** Subscribing needs a parent to check on. */
const addParent = async (cookie: string, phone: string) =>
  expect(
    (
      await request('/api/parents', cookie, {
        firstName: 'Dee',
        lastName: 'Reyes',
        relationshipType: 'parent',
        phone,
        city: 'Denver',
        state: 'Colorado',
        zipOrCounty: '80202',
      })
    ).status,
  ).toBe(201);

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
  return harness.app.request('/webhooks/stripe', {
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
  stripe.subscriptions.set(id, subscription);
  return subscription;
}

const stored = async (userId: string) =>
  (
    await harness.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
  )[0];

const userIdOf = async (email: string) =>
  (await harness.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('checkout and webhooks with Stripe keys set', () => {
  it('creates a subscription-mode checkout with a no-card 14-day trial and the family quantities', async () => {
    const owner = await signInAs(harness, 'checkout@example.com', 'Casey');
    for (const [firstName, phone] of [
      ['Ann', '(303) 555-0211'],
      ['Bo', '(303) 555-0212'],
      ['Cy', '(303) 555-0213'],
    ] as const) {
      await request('/api/parents', owner, {
        firstName,
        lastName: 'Reyes',
        relationshipType: 'parent',
        phone,
        city: 'Denver',
        state: 'Colorado',
        zipOrCounty: '80202',
      });
    }

    const response = await request('/api/billing/checkout', owner, {
      planId: 'monthly',
      mode: 'subscription',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: expect.stringMatching(/^https:\/\/checkout/) });
    const call = stripe.calls.findLast((each) => each.path === '/v1/checkout/sessions');
    expect(call?.form).toMatchObject({
      mode: 'subscription',
      customer_email: 'checkout@example.com',
      client_reference_id: await userIdOf('checkout@example.com'),
      payment_method_collection: 'if_required',
      'line_items[0][price]': 'price_base',
      'line_items[0][quantity]': '1',
      'line_items[1][price]': 'price_parent',
      'line_items[1][quantity]': '1',
      'subscription_data[trial_period_days]': '14',
      'subscription_data[trial_settings][end_behavior][missing_payment_method]': 'cancel',
      success_url: 'http://app.test/success',
      cancel_url: 'http://app.test/subscription',
    });
  });

  it('refuses a checkout with a bad request body, and without a session', async () => {
    const owner = await signInAs(harness, 'bad-checkout@example.com');
    const before = stripe.calls.length;
    const bad = await request('/api/billing/checkout', owner, { planId: 'yearly' });
    expect(bad.status).toBe(400);
    const anonymous = await request('/api/billing/checkout', '', {
      planId: 'monthly',
      mode: 'subscription',
    });
    expect(anonymous.status).toBe(401);
    expect(stripe.calls.length).toBe(before);
  });

  it('answers a provider outage with the spec’s creation-failed text', async () => {
    const owner = await signInAs(harness, 'outage@example.com');
    await addParent(owner, '(303) 555-0221');
    stripe.failing.add('/v1/checkout/sessions');
    try {
      const response = await request('/api/billing/checkout', owner, {
        planId: 'monthly',
        mode: 'subscription',
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'unavailable', message: 'Failed to create checkout session' },
      });
    } finally {
      stripe.failing.delete('/v1/checkout/sessions');
    }
  });

  it('starts the trial, renews, fails a payment, cancels at period end, from re-read state', async () => {
    await signInAs(harness, 'lifecycle@example.com', 'Lee');
    const userId = await userIdOf('lifecycle@example.com');
    stripeSubscription('sub_life', userId, {});

    // The trial starts: checkout completes.
    const started = await deliver('checkout.session.completed', {
      id: 'cs_life',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: userId,
      subscription: 'sub_life',
    });
    expect(started.status).toBe(200);
    expect(await stored(userId)).toMatchObject({
      provider: 'stripe',
      status: 'trialing',
      providerSubscriptionId: 'sub_life',
      parentCount: 3,
      familyMemberCount: 1,
    });
    const cookie = await signInAs(harness, 'lifecycle@example.com');
    const read = await (await request('/api/billing/subscription-read', cookie)).json();
    expect(read).toEqual({
      subscription: {
        subscription_status: 'trialing',
        current_period_end: expect.any(Number),
        cancel_at_period_end: false,
        provider: 'stripe',
      },
    });

    // Renewal: Stripe moves the period on and reports the invoice paid. The event's body says
    // nothing of the state; it is re-read.
    const renewedEnd = unix() + 44 * day;
    const subscription = stripe.subscriptions.get('sub_life')!;
    subscription.status = 'active';
    for (const item of subscription.items.data) item.current_period_end = renewedEnd;
    await deliver('invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_life' } },
    });
    expect(await stored(userId)).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(renewedEnd * 1000),
    });

    // A payment fails.
    subscription.status = 'past_due';
    await deliver('invoice.payment_failed', {
      id: 'in_2',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_life' } },
    });
    expect((await stored(userId))!.status).toBe('past_due');

    // Cancellation at period end (from the billing portal).
    subscription.status = 'active';
    subscription.cancel_at_period_end = true;
    await deliver('customer.subscription.updated', {
      id: 'sub_life',
      object: 'subscription',
      status: 'bogus',
    });
    expect(await stored(userId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const expiring = await (await request('/api/billing/subscription-read', cookie)).json();
    expect(expiring).toMatchObject({
      subscription: { cancel_at_period_end: true, current_period_end: renewedEnd },
    });
  });

  it('handles a redelivered event once', async () => {
    await signInAs(harness, 'duplicate@example.com');
    const userId = await userIdOf('duplicate@example.com');
    stripeSubscription('sub_dup', userId, { status: 'active' });
    const event = { id: 'sub_dup', object: 'subscription' };
    const first = await deliver('customer.subscription.created', event, { id: 'evt_dup' });
    expect(await first.json()).toMatchObject({ handled: true, duplicate: false });
    const retrievals = () =>
      stripe.calls.filter((call) => call.path === '/v1/subscriptions/sub_dup').length;
    const before = retrievals();

    stripe.subscriptions.get('sub_dup')!.status = 'canceled';
    const second = await deliver('customer.subscription.created', event, { id: 'evt_dup' });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ handled: false, duplicate: true });
    expect(retrievals()).toBe(before);
    expect((await stored(userId))!.status).toBe('active');
    const events = await harness.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, 'evt_dup'));
    expect(events).toHaveLength(1);
  });

  it('rejects an event with a bad signature and changes nothing', async () => {
    await signInAs(harness, 'forged@example.com');
    const userId = await userIdOf('forged@example.com');
    stripeSubscription('sub_forged', userId, { status: 'active' });
    const response = await deliver(
      'customer.subscription.created',
      { id: 'sub_forged', object: 'subscription' },
      { id: 'evt_forged', secret: 'whsec_wrong' },
    );
    expect(response.status).toBe(400);
    expect(await stored(userId)).toBeUndefined();
    const unsigned = await harness.app.request('/webhooks/stripe', {
      method: 'POST',
      body: JSON.stringify({ id: 'evt_unsigned', type: 'customer.subscription.created' }),
    });
    expect(unsigned.status).toBe(400);
    expect(
      await harness.database.db
        .select()
        .from(billingEvents)
        .where(eq(billingEvents.eventId, 'evt_forged')),
    ).toHaveLength(0);
  });

  it('rejects a replay signed outside the five-minute tolerance, and a body changed after signing', async () => {
    await signInAs(harness, 'replayed@example.com');
    const userId = await userIdOf('replayed@example.com');
    stripeSubscription('sub_replayed', userId, { status: 'active' });
    const object = { id: 'sub_replayed', object: 'subscription' };
    const stale = await deliver('customer.subscription.created', object, {
      id: 'evt_replayed',
      timestamp: unix() - 6 * 60,
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ error: { code: 'bad_request' } });
    const tampered = await deliver('customer.subscription.created', object, {
      id: 'evt_replayed',
      tamper: true,
    });
    expect(tampered.status).toBe(400);
    expect(await stored(userId)).toBeUndefined();
    expect(
      await harness.database.db
        .select()
        .from(billingEvents)
        .where(eq(billingEvents.eventId, 'evt_replayed')),
    ).toHaveLength(0);
    // The same event signed within the tolerance is taken, so the refusals above were the clock's.
    const fresh = await deliver('customer.subscription.created', object, {
      id: 'evt_replayed',
      timestamp: unix() - 60,
    });
    expect(fresh.status).toBe(200);
    expect((await stored(userId))!.status).toBe('active');
  });

  it('collects a card for a wizard trial, ends the trial, and credits both sides of a referral once', async () => {
    const referrer = await signInAs(harness, 'referrer@example.com', 'Rae');
    const referrerId = await userIdOf('referrer@example.com');
    stripeSubscription('sub_referrer', referrerId, { status: 'active' });
    await deliver('customer.subscription.created', { id: 'sub_referrer', object: 'subscription' });
    const [{ referralCode }] = (await harness.database.db
      .select({ referralCode: users.referralCode })
      .from(users)
      .where(eq(users.id, referrerId))) as [{ referralCode: string }];
    expect(referrer).toBeTruthy();

    const signUp = await harness.app.request('/api/session/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Fran', email: 'friend@example.com', ref: referralCode }),
    });
    expect(signUp.ok).toBe(true);
    const friend = await signInAs(harness, 'friend@example.com', 'Fran');
    const friendId = await userIdOf('friend@example.com');
    stripeSubscription('sub_friend', friendId, { status: 'trialing' });
    await deliver('customer.subscription.created', { id: 'sub_friend', object: 'subscription' });
    expect(await harness.database.db.select().from(referralRewards)).toHaveLength(0);

    await addParent(friend, '(303) 555-0222');
    const checkout = await request('/api/billing/checkout', friend, {
      planId: 'monthly',
      mode: 'subscription',
    });
    expect(checkout.status).toBe(200);
    expect(
      stripe.calls.findLast((call) => call.path === '/v1/checkout/sessions')?.form,
    ).toMatchObject({
      mode: 'setup',
      customer: 'cus_sub_friend',
      'metadata[subscriptionId]': 'sub_friend',
    });

    const completed = {
      id: 'cs_friend',
      object: 'checkout.session',
      mode: 'setup',
      client_reference_id: friendId,
      setup_intent: 'seti_friend',
      metadata: { userId: friendId, subscriptionId: 'sub_friend' },
    };
    await deliver('checkout.session.completed', completed);
    const ended = stripe.calls.findLast(
      (call) => call.path === '/v1/subscriptions/sub_friend' && call.method === 'POST',
    );
    expect(ended?.form).toMatchObject({ trial_end: 'now', default_payment_method: 'pm_test_card' });
    expect((await stored(friendId))!.status).toBe('active');

    const credits = () =>
      stripe.calls.filter((call) => call.path.endsWith('/balance_transactions'));
    expect(credits().map((call) => [call.path, call.form.amount])).toEqual(
      expect.arrayContaining([
        ['/v1/customers/cus_sub_referrer/balance_transactions', '-2000'],
        ['/v1/customers/cus_sub_friend/balance_transactions', '-2000'],
      ]),
    );
    expect(credits()).toHaveLength(2);

    // Later renewals of the referred account earn nothing more.
    await deliver('invoice.paid', {
      id: 'in_friend',
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_friend' },
      },
    });
    expect(credits()).toHaveLength(2);
    const [reward] = await harness.database.db.select().from(referralRewards);
    expect(reward).toMatchObject({ referredUserId: friendId, userId: referrerId });
    expect(reward!.referrerCreditedAt).not.toBeNull();
    expect(reward!.referredCreditedAt).not.toBeNull();
  });

  it('opens the billing portal for the account’s customer', async () => {
    const owner = await signInAs(harness, 'lifecycle@example.com');
    const response = await request('/api/billing/portal', owner, {});
    expect(await response.json()).toEqual({ url: 'https://billing.stripe.test/p/session' });
    expect(
      stripe.calls.findLast((call) => call.path === '/v1/billing_portal/sessions')?.form,
    ).toMatchObject({
      customer: 'cus_sub_life',
      return_url: 'http://app.test/subscription',
    });
  });

  it('follows the family’s size: adding a parent bills one extra parent', async () => {
    const owner = await signInAs(harness, 'growing@example.com', 'Gale');
    const userId = await userIdOf('growing@example.com');
    const addParent = (firstName: string, phone: string) =>
      request('/api/parents', owner, {
        firstName,
        lastName: 'Moss',
        relationshipType: 'parent',
        phone,
        city: 'Denver',
        state: 'Colorado',
        zipOrCounty: '80202',
      });
    const first = (await (await addParent('Ada', '(303) 555-0311')).json()) as {
      parent: { id: string };
    };
    await addParent('Ben', '(303) 555-0312');
    await request('/api/family-members', owner, {
      firstName: 'Cal',
      lastName: 'Moss',
      cellPhone: '(303) 555-0313',
      email: 'cal-moss@example.com',
      city: 'Denver',
      state: 'Colorado',
      zipOrCounty: '80202',
      parentIds: [first.parent.id],
    });
    const subscription = stripeSubscription('sub_grow', userId, { status: 'active' });
    subscription.items.data = subscription.items.data.slice(0, 1);
    await deliver('customer.subscription.created', { id: 'sub_grow', object: 'subscription' });
    expect(await stored(userId)).toMatchObject({ parentCount: 2, familyMemberCount: 1 });

    expect((await addParent('Cy', '(303) 555-0314')).status).toBe(201);
    const update = stripe.calls.findLast(
      (call) => call.path === '/v1/subscriptions/sub_grow' && call.method === 'POST',
    );
    expect(update?.form).toMatchObject({
      'items[0][id]': 'si_sub_grow',
      'items[0][quantity]': '1',
      'items[1][price]': 'price_parent',
      'items[1][quantity]': '1',
      proration_behavior: 'create_prorations',
    });
    expect(await stored(userId)).toMatchObject({ parentCount: 3, familyMemberCount: 1 });
  });

  it('deleting the account cancels its Stripe subscription first; an outage deletes nothing', async () => {
    const owner = await signInAs(harness, 'deleting@example.com', 'Dee');
    const userId = await userIdOf('deleting@example.com');
    stripeSubscription('sub_deleting', userId, { status: 'active' });
    await deliver('customer.subscription.created', { id: 'sub_deleting', object: 'subscription' });

    stripe.failing.add('/v1/subscriptions/sub_deleting');
    try {
      const refused = await request('/api/account/delete', owner, {
        email: 'deleting@example.com',
      });
      expect(refused.status).toBe(503);
      expect(await stored(userId)).toBeDefined();
    } finally {
      stripe.failing.delete('/v1/subscriptions/sub_deleting');
    }

    const deleted = await request('/api/account/delete', owner, { email: 'deleting@example.com' });
    expect(deleted.status).toBe(200);
    expect(
      stripe.calls.some(
        (call) => call.method === 'DELETE' && call.path === '/v1/subscriptions/sub_deleting',
      ),
    ).toBe(true);
    expect(stripe.subscriptions.get('sub_deleting')!.status).toBe('canceled');
    expect(await stored(userId)).toBeUndefined();

    // Stripe's own cancellation event for a deleted account stores nothing.
    const late = await deliver('customer.subscription.deleted', {
      id: 'sub_deleting',
      object: 'subscription',
    });
    expect(late.status).toBe(200);
    expect(await stored(userId)).toBeUndefined();
  });
});
