import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingStateSchema, checkoutMessages } from '@/shared/billing';
import { subscriptions, users } from '../../db/schema';
import { sampleFamilyMember, sampleParent } from '../../test/family-bodies';
import { callJson, postJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';

const DAY_MS = 86_400_000;
let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

const billingState = async (cookie: string) => {
  const response = await callJson(harness, 'GET', '/api/billing/subscription', cookie);
  expect(response.status).toBe(200);
  return billingStateSchema.parse(await response.json());
};

const subscriptionOf = async (email: string) => {
  const [user] = await harness.database.db.select().from(users).where(eq(users.email, email));
  return harness.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user!.id));
};

describe('what /subscription is told during the free trial', () => {
  it('gives the trial’s end, this family’s own price, and no subscribe action', async () => {
    const owner = await signInAs(harness, 'trial-page@example.com', 'Ann');
    const parentIds: string[] = [];
    for (const phone of ['(212) 555-0131', '(212) 555-0132']) {
      const response = await postJson(harness, '/api/parents', sampleParent({ phone }), owner);
      expect(response.status).toBe(201);
      parentIds.push(((await response.json()) as { parent: { id: string } }).parent.id);
    }
    for (const [email, cellPhone] of [
      ['sam-trial@example.com', '+1 646 555 0143'],
      ['lou-trial@example.com', '+1 646 555 0144'],
    ] as const) {
      const member = { ...sampleFamilyMember(parentIds), email, cellPhone };
      expect((await postJson(harness, '/api/family-members', member, owner)).status).toBe(201);
    }
    const before = harness.services.clock.now().getTime();
    expect((await postJson(harness, '/api/billing/trial', {}, owner)).status).toBe(201);
    const after = harness.services.clock.now().getTime();

    const state = await billingState(owner);
    expect(state.subscription?.status).toBe('trialing');
    const trialEnd = new Date(state.subscription!.trialEndsAt!).getTime();
    expect(trialEnd).toBeGreaterThanOrEqual(before + 14 * DAY_MS);
    expect(trialEnd).toBeLessThanOrEqual(after + 14 * DAY_MS);
    // Two parents and two family members: the base plan and one extra family member.
    expect(state.quote).toMatchObject({ parents: 2, familyMembers: 2, totalCents: 1800 });
    expect(state.subscribeBlock).toBe('trialing');

    // The page's "Trial ends on" date is the spec's period end: the trial's end.
    const read = await callJson(harness, 'GET', '/api/billing/subscription-read', owner);
    expect(await read.json()).toMatchObject({
      subscription: {
        subscription_status: 'trialing',
        current_period_end: Math.floor(trialEnd / 1000),
      },
    });
  });
});

describe('an account with no parents', () => {
  it('is not offered a subscription, and checkout refuses it with the shared error shape', async () => {
    const owner = await signInAs(harness, 'no-parents@example.com', 'Nell');
    expect((await billingState(owner)).subscribeBlock).toBe('no_parents');

    const checkout = await postJson(
      harness,
      '/api/billing/checkout',
      { planId: 'monthly', mode: 'subscription' },
      owner,
    );
    expect(checkout.status).toBe(409);
    expect(await checkout.json()).toEqual({
      error: { code: 'conflict', message: checkoutMessages.noParents },
    });
    const demo = await postJson(harness, '/api/billing/demo-checkout', {}, owner);
    expect(demo.status).toBe(409);
    expect(await demo.json()).toEqual({
      error: { code: 'conflict', message: checkoutMessages.noParents },
    });
    expect(await subscriptionOf('no-parents@example.com')).toEqual([]);
  });

  it('is offered one once it has a parent', async () => {
    const owner = await signInAs(harness, 'one-parent@example.com', 'Olga');
    const parent = sampleParent({ phone: '(212) 555-0133' });
    expect((await postJson(harness, '/api/parents', parent, owner)).status).toBe(201);
    expect((await billingState(owner)).subscribeBlock).toBeNull();
    const checkout = await postJson(
      harness,
      '/api/billing/checkout',
      { planId: 'monthly', mode: 'subscription' },
      owner,
    );
    expect(await checkout.json()).toEqual({ url: '/checkout/demo' });
  });
});
