import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingEvents, referralRewards, users } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { stripeTestFile } from '../../test/stripe-harness';

const {
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
} = stripeTestFile();

describe('Stripe’s webhooks, and its billing portal', () => {
  it('starts the trial, renews, fails a payment, cancels at period end, from re-read state', async () => {
    await signInAs(harness(), 'lifecycle@example.com', 'Lee');
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
    const cookie = await signInAs(harness(), 'lifecycle@example.com');
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
    const subscription = stripe().subscriptions.get('sub_life')!;
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
    await signInAs(harness(), 'duplicate@example.com');
    const userId = await userIdOf('duplicate@example.com');
    stripeSubscription('sub_dup', userId, { status: 'active' });
    const event = { id: 'sub_dup', object: 'subscription' };
    const first = await deliver('customer.subscription.created', event, { id: 'evt_dup' });
    expect(await first.json()).toMatchObject({ handled: true, duplicate: false });
    const retrievals = () =>
      stripe().calls.filter((call) => call.path === '/v1/subscriptions/sub_dup').length;
    const before = retrievals();

    stripe().subscriptions.get('sub_dup')!.status = 'canceled';
    const second = await deliver('customer.subscription.created', event, { id: 'evt_dup' });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ handled: false, duplicate: true });
    expect(retrievals()).toBe(before);
    expect((await stored(userId))!.status).toBe('active');
    const events = await harness()
      .database.db.select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, 'evt_dup'));
    expect(events).toHaveLength(1);
  });

  it('rejects an event with a bad signature and changes nothing', async () => {
    await signInAs(harness(), 'forged@example.com');
    const userId = await userIdOf('forged@example.com');
    stripeSubscription('sub_forged', userId, { status: 'active' });
    const response = await deliver(
      'customer.subscription.created',
      { id: 'sub_forged', object: 'subscription' },
      { id: 'evt_forged', secret: 'whsec_wrong' },
    );
    expect(response.status).toBe(400);
    expect(await stored(userId)).toBeUndefined();
    const unsigned = await harness().app.request('/webhooks/stripe', {
      method: 'POST',
      body: JSON.stringify({ id: 'evt_unsigned', type: 'customer.subscription.created' }),
    });
    expect(unsigned.status).toBe(400);
    expect(
      await harness()
        .database.db.select()
        .from(billingEvents)
        .where(eq(billingEvents.eventId, 'evt_forged')),
    ).toHaveLength(0);
  });

  it('rejects a replay signed outside the five-minute tolerance, and a body changed after signing', async () => {
    await signInAs(harness(), 'replayed@example.com');
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
      await harness()
        .database.db.select()
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
    const referrer = await signInAs(harness(), 'referrer@example.com', 'Rae');
    const referrerId = await userIdOf('referrer@example.com');
    stripeSubscription('sub_referrer', referrerId, { status: 'active' });
    await deliver('customer.subscription.created', { id: 'sub_referrer', object: 'subscription' });
    const [{ referralCode }] = (await harness()
      .database.db.select({ referralCode: users.referralCode })
      .from(users)
      .where(eq(users.id, referrerId))) as [{ referralCode: string }];
    expect(referrer).toBeTruthy();

    const signUp = await harness().app.request('/api/session/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Fran', email: 'friend@example.com', ref: referralCode }),
    });
    expect(signUp.ok).toBe(true);
    const friend = await signInAs(harness(), 'friend@example.com', 'Fran');
    const friendId = await userIdOf('friend@example.com');
    stripeSubscription('sub_friend', friendId, { status: 'trialing' });
    await deliver('customer.subscription.created', { id: 'sub_friend', object: 'subscription' });
    expect(await harness().database.db.select().from(referralRewards)).toHaveLength(0);

    await giveParent(friend, '(303) 555-0222');
    const checkout = await request('/api/billing/checkout', friend, {
      planId: 'monthly',
      mode: 'subscription',
    });
    expect(checkout.status).toBe(200);
    expect(
      stripe().calls.findLast((call) => call.path === '/v1/checkout/sessions')?.form,
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
    const ended = stripe().calls.findLast(
      (call) => call.path === '/v1/subscriptions/sub_friend' && call.method === 'POST',
    );
    expect(ended?.form).toMatchObject({ trial_end: 'now', default_payment_method: 'pm_test_card' });
    expect((await stored(friendId))!.status).toBe('active');

    const credits = () =>
      stripe().calls.filter((call) => call.path.endsWith('/balance_transactions'));
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
    const [reward] = await harness().database.db.select().from(referralRewards);
    expect(reward).toMatchObject({ referredUserId: friendId, userId: referrerId });
    expect(reward!.referrerCreditedAt).not.toBeNull();
    expect(reward!.referredCreditedAt).not.toBeNull();
  });

  it('opens the billing portal for the account’s customer', async () => {
    const owner = await signInAs(harness(), 'lifecycle@example.com');
    const response = await request('/api/billing/portal', owner, {});
    expect(await response.json()).toEqual({ url: 'https://billing.stripe.test/p/session' });
    expect(
      stripe().calls.findLast((call) => call.path === '/v1/billing_portal/sessions')?.form,
    ).toMatchObject({
      customer: 'cus_sub_life',
      return_url: 'http://app.test/subscription',
    });
  });
});
