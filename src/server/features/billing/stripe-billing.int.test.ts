import { describe, expect, it } from 'vitest';
import { sampleParent } from '../../test/family-bodies';
import { signInAs } from '../../test/sign-in';
import { stripeTestFile } from '../../test/stripe-harness';

const { harness, stripe, request, giveParent, deliver, stripeSubscription, stored, userIdOf } =
  stripeTestFile();

describe('checkout and the family’s size with Stripe keys set', () => {
  it('creates a subscription-mode checkout with a no-card 14-day trial and the family quantities', async () => {
    const owner = await signInAs(harness(), 'checkout@example.com', 'Casey');
    for (const [firstName, phone] of [
      ['Ann', '(303) 555-0211'],
      ['Bo', '(303) 555-0212'],
      ['Cy', '(303) 555-0213'],
    ] as const) {
      await request('/api/parents', owner, sampleParent({ firstName, lastName: 'Reyes', phone }));
    }

    const response = await request('/api/billing/checkout', owner, {
      planId: 'monthly',
      mode: 'subscription',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: expect.stringMatching(/^https:\/\/checkout/) });
    const call = stripe().calls.findLast((each) => each.path === '/v1/checkout/sessions');
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
    const owner = await signInAs(harness(), 'bad-checkout@example.com');
    const before = stripe().calls.length;
    const bad = await request('/api/billing/checkout', owner, { planId: 'yearly' });
    expect(bad.status).toBe(400);
    const anonymous = await request('/api/billing/checkout', '', {
      planId: 'monthly',
      mode: 'subscription',
    });
    expect(anonymous.status).toBe(401);
    expect(stripe().calls.length).toBe(before);
  });

  it('answers a provider outage with the spec’s creation-failed text', async () => {
    const owner = await signInAs(harness(), 'outage@example.com');
    await giveParent(owner, '(303) 555-0221');
    stripe().failing.add('/v1/checkout/sessions');
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
      stripe().failing.delete('/v1/checkout/sessions');
    }
  });

  it('follows the family’s size: adding a parent bills one extra parent', async () => {
    const owner = await signInAs(harness(), 'growing@example.com', 'Gale');
    const userId = await userIdOf('growing@example.com');
    const addParent = (firstName: string, phone: string) =>
      request('/api/parents', owner, sampleParent({ firstName, lastName: 'Moss', phone }));
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
    const update = stripe().calls.findLast(
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
    const owner = await signInAs(harness(), 'deleting@example.com', 'Dee');
    const userId = await userIdOf('deleting@example.com');
    stripeSubscription('sub_deleting', userId, { status: 'active' });
    await deliver('customer.subscription.created', { id: 'sub_deleting', object: 'subscription' });

    stripe().failing.add('/v1/subscriptions/sub_deleting');
    try {
      const refused = await request('/api/account/delete', owner, {
        email: 'deleting@example.com',
      });
      expect(refused.status).toBe(503);
      expect(await stored(userId)).toBeDefined();
    } finally {
      stripe().failing.delete('/v1/subscriptions/sub_deleting');
    }

    const deleted = await request('/api/account/delete', owner, { email: 'deleting@example.com' });
    expect(deleted.status).toBe(200);
    expect(
      stripe().calls.some(
        (call) => call.method === 'DELETE' && call.path === '/v1/subscriptions/sub_deleting',
      ),
    ).toBe(true);
    expect(stripe().subscriptions.get('sub_deleting')!.status).toBe('canceled');
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
