import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { createStripeTestHarness, type StripeStandIn } from '../../test/stripe-harness';
import type { TestHarness } from '../../test/test-app';

let stripe: StripeStandIn;
let harness: TestHarness;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ stripe, harness, close } = await createStripeTestHarness());
});
afterAll(() => close());

const post = (path: string, cookie: string, body?: unknown) =>
  harness.app.request(path, {
    method: 'POST',
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe('the free trial with Stripe keys set', () => {
  it('creates a Stripe subscription on the catalogue prices with a no-card trial, once', async () => {
    const owner = await signInAs(harness, 'stripe-trial@example.com', 'Riley');
    const parentIds: string[] = [];
    for (const [firstName, phone] of [
      ['Ann', '(303) 555-0111'],
      ['Bo', '(303) 555-0112'],
      ['Cy', '(303) 555-0113'],
    ] as const) {
      const response = await post('/api/parents', owner, {
        firstName,
        lastName: 'Reyes',
        relationshipType: 'parent',
        phone,
        city: 'Denver',
        state: 'Colorado',
        zipOrCounty: '80202',
      });
      parentIds.push(((await response.json()) as { parent: { id: string } }).parent.id);
    }
    for (const email of ['one@example.com', 'two@example.com']) {
      await post('/api/family-members', owner, {
        firstName: 'Sky',
        lastName: 'Reyes',
        cellPhone: '(303) 555-0120',
        email,
        city: 'Denver',
        state: 'Colorado',
        zipOrCounty: '80202',
        parentIds,
      });
    }

    const started = await post('/api/billing/trial', owner);
    expect(started.status).toBe(201);
    expect(await started.json()).toMatchObject({
      subscription: {
        provider: 'stripe',
        status: 'trialing',
        parentCount: 3,
        familyMemberCount: 2,
      },
    });

    const customer = stripe.calls.find((call) => call.path === '/v1/customers');
    expect(customer?.form.email).toBe('stripe-trial@example.com');
    const created = stripe.calls.find((call) => call.path === '/v1/subscriptions');
    expect(created?.form).toMatchObject({
      customer: 'cus_test1',
      'items[0][price]': 'price_base',
      'items[0][quantity]': '1',
      'items[1][price]': 'price_parent',
      'items[1][quantity]': '1',
      'items[2][price]': 'price_member',
      'items[2][quantity]': '1',
      trial_period_days: '14',
      'trial_settings[end_behavior][missing_payment_method]': 'cancel',
    });
    expect(created?.idempotencyKey).toMatch(/^trial:/);

    const [stored] = await harness.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_test2'));
    expect(stored).toMatchObject({ provider: 'stripe', providerCustomerId: 'cus_test1' });
    expect(stored!.trialEndsAt!.getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);

    // A second press answers with the stored trial and asks Stripe for nothing new.
    const before = stripe.calls.length;
    expect((await post('/api/billing/trial', owner)).status).toBe(200);
    expect(stripe.calls.length).toBe(before);
  });
});
