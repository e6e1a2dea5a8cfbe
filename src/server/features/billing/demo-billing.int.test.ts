import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../db/schema';
import { AdjustableClock } from '../../dev/adjustable-clock';
import { sampleParent } from '../../test/family-bodies';
import { postJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';

const DAY_MS = 86_400_000;
const clock = new AdjustableClock();
let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
});
afterAll(async () => {
  await harness.close();
});

let phones = 0;
/** A signed-in owner with one parent: subscribing needs a parent to check on. */
const ownerWithParent = async (email: string) => {
  const cookie = await signInAs(harness, email);
  phones += 1;
  const phone = `(212) 555-01${String(phones).padStart(2, '0')}`;
  const parent = await postJson(harness, '/api/parents', sampleParent({ phone }), cookie);
  expect(parent.status).toBe(201);
  return cookie;
};

const stored = async (email: string) => {
  const [user] = await harness.database.db.select().from(users).where(eq(users.email, email));
  return (
    await harness.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user!.id))
  )[0]!;
};

describe('demo billing without provider keys', () => {
  it('answers checkout with the local demo page, and refuses the Stripe-only portal', async () => {
    const owner = await ownerWithParent('demo-checkout@example.com');
    const checkout = await postJson(
      harness,
      '/api/billing/checkout',
      { planId: 'monthly', mode: 'subscription' },
      owner,
    );
    expect(await checkout.json()).toEqual({ url: '/checkout/demo' });
    await postJson(harness, '/api/billing/demo-checkout', {}, owner);
    expect((await postJson(harness, '/api/billing/portal', {}, owner)).status).toBe(404);
  });

  it('renews an active period, ends an unpaid trial and a period cancelled at its end', async () => {
    const renewing = await ownerWithParent('demo-renew@example.com');
    await postJson(harness, '/api/billing/demo-checkout', {}, renewing);
    await postJson(harness, '/api/billing/demo-checkout', {}, renewing);
    const unpaid = await ownerWithParent('demo-unpaid@example.com');
    await postJson(harness, '/api/billing/demo-checkout', {}, unpaid);
    const leaving = await ownerWithParent('demo-leaving@example.com');
    await postJson(harness, '/api/billing/demo-checkout', {}, leaving);
    await postJson(harness, '/api/billing/demo-checkout', {}, leaving);
    const cancel = await postJson(
      harness,
      '/api/billing/demo-cancel',
      { cancelAtPeriodEnd: true },
      leaving,
    );
    expect(await cancel.json()).toMatchObject({ subscription: { cancel_at_period_end: true } });
    const firstEnd = (await stored('demo-renew@example.com')).currentPeriodEnd!;

    // Nothing is due yet.
    await harness.runJob('demo-billing-periods', {});
    expect((await stored('demo-unpaid@example.com')).status).toBe('trialing');

    clock.advance(32 * DAY_MS);
    await harness.runJob('demo-billing-periods', {});
    const renewed = await stored('demo-renew@example.com');
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodEnd!.getTime() - firstEnd.getTime()).toBeGreaterThan(27 * DAY_MS);
    expect((await stored('demo-unpaid@example.com')).status).toBe('canceled');
    expect((await stored('demo-leaving@example.com')).status).toBe('canceled');

    // A second sweep changes nothing more.
    await harness.runJob('demo-billing-periods', {});
    expect((await stored('demo-renew@example.com')).currentPeriodEnd).toEqual(
      renewed.currentPeriodEnd,
    );
    clock.reset();
  });
});
