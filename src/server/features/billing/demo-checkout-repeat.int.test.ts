import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages, subscriptionReadResponse } from '@/shared/billing';
import { subscriptions, users } from '../../db/schema';
import { sampleParent } from '../../test/family-bodies';
import { postJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';

// A double click on the demo checkout's button, or a request retried after a lost answer: the
// second must answer what the first did, not "already has an active subscription" while the
// subscription started (issue 39), nor take one step further (end the trial it just began).
let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

let phones = 0;
const ownerWithParent = async (email: string) => {
  const cookie = await signInAs(harness, email);
  phones += 1;
  const phone = `(212) 555-02${String(phones).padStart(2, '0')}`;
  expect((await postJson(harness, '/api/parents', sampleParent({ phone }), cookie)).status).toBe(
    201,
  );
  return cookie;
};

const checkout = (cookie: string, seenStatus: string | null) =>
  postJson(harness, '/api/billing/demo-checkout', { seenStatus }, cookie);

const answered = async (response: Response) => {
  expect(response.status).toBe(200);
  return subscriptionReadResponse.parse(await response.json()).subscription;
};

const storedStatus = async (email: string) => {
  const { db } = harness.database;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, user!.id));
  return rows.map((row) => row.status);
};

describe('the demo checkout sent twice', () => {
  it('starts the trial once when both requests come at the same moment', async () => {
    const owner = await ownerWithParent('twice-at-once@example.com');
    const [first, second] = await Promise.all([checkout(owner, null), checkout(owner, null)]);
    const results = [await answered(first), await answered(second)];
    expect(results.map((result) => result.subscription_status)).toEqual(['trialing', 'trialing']);
    expect(results[1]).toEqual(results[0]);
    expect(await storedStatus('twice-at-once@example.com')).toEqual(['trialing']);
  });

  it('answers a repeat of a subscribe with the subscription it started', async () => {
    const owner = await ownerWithParent('twice-in-turn@example.com');
    await answered(await checkout(owner, null));
    const first = await answered(await checkout(owner, 'trialing'));
    expect(first.subscription_status).toBe('active');
    const second = await answered(await checkout(owner, 'trialing'));
    expect(second).toEqual(first);
  });

  it('subscribes once when both requests of a trial come at the same moment', async () => {
    const owner = await ownerWithParent('subscribe-at-once@example.com');
    await answered(await checkout(owner, null));
    const [first, second] = await Promise.all([
      checkout(owner, 'trialing'),
      checkout(owner, 'trialing'),
    ]);
    const results = [await answered(first), await answered(second)];
    expect(results.map((result) => result.subscription_status)).toEqual(['active', 'active']);
    expect(results[1]).toEqual(results[0]);
  });

  it('still refuses a checkout of a plan that was already active when the page showed it', async () => {
    const owner = await ownerWithParent('already-active@example.com');
    await answered(await checkout(owner, null));
    await answered(await checkout(owner, 'trialing'));
    const again = await checkout(owner, 'active');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'conflict', message: checkoutMessages.alreadyActive },
    });
  });

  it('refuses a status it does not know', async () => {
    const owner = await ownerWithParent('odd-status@example.com');
    expect((await checkout(owner, 'free-forever')).status).toBe(400);
    expect(await storedStatus('odd-status@example.com')).toEqual([]);
  });
});
