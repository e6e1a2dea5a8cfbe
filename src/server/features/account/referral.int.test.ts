import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, referralRewards, subscriptions } from '../../db/schema';
import { postJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { accountHelpers, clock } from './account.support';

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
});
afterAll(async () => {
  await harness.close();
});

const { get, userOf, addFamily } = accountHelpers(() => harness);

describe('Refer a Friend (demo billing)', () => {
  it('counts invitations and sign-ups, and gives each side one free month, once', async () => {
    const referrer = await signInAs(harness, 'ref-owner@example.com', 'Rita');
    await addFamily(referrer, '(303) 555-0173', 'jo-ref@example.com');
    expect((await postJson(harness, '/api/billing/demo-checkout', {}, referrer)).status).toBe(200);
    const before = await harness.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, (await userOf('ref-owner@example.com')).id));

    const overview = async (cookie: string) =>
      (await (await get('/api/referral', cookie)).json()) as {
        code: string;
        link: string;
        stats: Record<string, number>;
      };
    const start = await overview(referrer);
    expect(start.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(start.link).toBe(`http://app.test/signup?ref=${start.code}`);
    expect(start.stats).toEqual({ pendingInvites: 0, successfulReferrals: 0, freeMonthsEarned: 0 });

    // Bad input is refused and sends nothing.
    for (const body of [
      { friendName: '', friendEmail: 'pal@example.com' },
      { friendName: 'Pal', friendEmail: 'not-an-email' },
      { friendName: 'Me', friendEmail: 'REF-OWNER@example.com' },
    ]) {
      expect((await postJson(harness, '/api/referral/invites', body, referrer)).status).toBe(400);
    }
    const sent = await postJson(
      harness,
      '/api/referral/invites',
      { friendName: 'Pal', friendEmail: 'Pal@Example.com' },
      referrer,
    );
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ message: 'Invitation sent successfully!' });
    const [invitation] = await harness.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, 'pal@example.com'), eq(emails.kind, 'referral_invite')));
    expect(invitation!.textBody).toContain(start.link);
    expect((await overview(referrer)).stats.pendingInvites).toBe(1);

    // The friend signs up through the link: no longer pending, not yet successful.
    await postJson(harness, '/api/session/sign-up', {
      displayName: 'Pal',
      email: 'pal@example.com',
      ref: start.code,
    });
    const friend = await signInAs(harness, 'pal@example.com', 'Pal');
    await addFamily(friend, '(303) 555-0174', 'jo-pal@example.com');
    expect((await overview(referrer)).stats).toEqual({
      pendingInvites: 0,
      successfulReferrals: 0,
      freeMonthsEarned: 0,
    });

    // The friend's trial starts: still no reward. Their first paid period: both get a month.
    await postJson(harness, '/api/billing/demo-checkout', {}, friend);
    expect(await harness.database.db.select().from(referralRewards)).toHaveLength(0);
    const paid = await postJson(harness, '/api/billing/demo-checkout', {}, friend);
    expect(
      ((await paid.json()) as { subscription: { subscription_status: string } }).subscription
        .subscription_status,
    ).toBe('active');
    expect((await overview(referrer)).stats).toEqual({
      pendingInvites: 0,
      successfulReferrals: 1,
      freeMonthsEarned: 1,
    });
    expect((await overview(friend)).stats.freeMonthsEarned).toBe(1);
    // Each side's export holds the reward: the referrer's as referrer, the friend's as referred.
    for (const cookie of [referrer, friend]) {
      const exported = (await (await get('/api/account/export', cookie)).json()) as {
        data: { referral_rewards: unknown[] };
      };
      expect(exported.data.referral_rewards).toHaveLength(1);
    }

    const after = await harness.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, (await userOf('ref-owner@example.com')).id));
    const gainedDays =
      (after[0]!.currentPeriodEnd!.getTime() - before[0]!.currentPeriodEnd!.getTime()) / 86_400_000;
    expect(gainedDays).toBeGreaterThanOrEqual(28);
    const friendRow = (
      await harness.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, (await userOf('pal@example.com')).id))
    )[0]!;
    // A paid month plus the free one.
    expect(
      (friendRow.currentPeriodEnd!.getTime() - clock.now().getTime()) / 86_400_000,
    ).toBeGreaterThan(56);

    // Once per referred account: cancelling and resuming earns nothing more.
    await postJson(harness, '/api/billing/demo-cancel', { cancelAtPeriodEnd: true }, friend);
    await postJson(harness, '/api/billing/demo-cancel', { cancelAtPeriodEnd: false }, friend);
    expect((await overview(referrer)).stats.freeMonthsEarned).toBe(1);
  });

  it('limits invitations to 20 a day per account', async () => {
    const owner = await signInAs(harness, 'many-invites@example.com', 'May');
    for (let index = 0; index < 20; index += 1) {
      const response = await postJson(
        harness,
        '/api/referral/invites',
        { friendName: `Friend ${index}`, friendEmail: `friend${index}@example.com` },
        owner,
      );
      expect(response.status).toBe(201);
    }
    const over = await postJson(
      harness,
      '/api/referral/invites',
      { friendName: 'One more', friendEmail: 'one-more@example.com' },
      owner,
    );
    expect(over.status).toBe(429);
    const [{ total }] = (await harness.database.db
      .select({ total: count() })
      .from(emails)
      .where(eq(emails.toAddress, 'one-more@example.com'))) as [{ total: number }];
    expect(Number(total)).toBe(0);
  });
});
