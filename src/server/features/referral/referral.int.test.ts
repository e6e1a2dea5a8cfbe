import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITES_PER_DAY, referralMessages } from '@/shared/referral';
import { emails } from '../../db/schema';
import { callJson, postJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
  await signInAs(harness, 'member@example.com', 'Morgan');
});
afterAll(async () => {
  await harness.close();
});

const invite = (cookie: string, friendEmail: string) =>
  postJson(harness, '/api/referral/invites', { friendName: 'Pal', friendEmail }, cookie);
const pendingInvites = async (cookie: string) =>
  (
    (await (await callJson(harness, 'GET', '/api/referral', cookie)).json()) as {
      stats: { pendingInvites: number };
    }
  ).stats.pendingInvites;
const mailTo = (address: string) =>
  harness.database.db.select().from(emails).where(eq(emails.toAddress, address));

describe('an invitation', () => {
  it('answers the same whether or not the address has an account, and the counter does not tell either', async () => {
    const owner = await signInAs(harness, 'inviter@example.com', 'Ivy');
    const toStranger = await invite(owner, 'stranger@example.com');
    const afterStranger = await pendingInvites(owner);
    const toMember = await invite(owner, 'Member@Example.com');
    expect(toMember.status).toBe(toStranger.status);
    expect(await toMember.json()).toEqual(await toStranger.json());
    expect(toStranger.status).toBe(201);
    expect(await pendingInvites(owner)).toBe(afterStranger + 1);

    // The stranger is invited; the member gets a harmless note, with no sign-up offer in it.
    const [invitation] = await mailTo('stranger@example.com');
    expect(invitation).toMatchObject({ kind: 'referral_invite' });
    expect(invitation!.textBody).toContain('/signup?ref=');
    const note = (await mailTo('member@example.com')).find(
      (mail) => mail.kind === 'referral_member_note',
    );
    expect(note).toBeDefined();
    expect(note!.textBody).not.toContain('/signup');
    expect(note!.textBody).toContain('already have an account');
  });

  it(`every attempt counts toward the ${INVITES_PER_DAY} a day, an address with an account too`, async () => {
    const prober = await signInAs(harness, 'prober@example.com', 'Pru');
    for (let attempt = 0; attempt < INVITES_PER_DAY; attempt += 1)
      expect((await invite(prober, 'member@example.com')).status, `#${attempt + 1}`).toBe(201);
    for (const address of ['member@example.com', 'someone-new@example.com']) {
      const over = await invite(prober, address);
      expect(over.status).toBe(429);
      expect(await over.json()).toEqual({
        error: { code: 'rate_limited', message: referralMessages.tooMany(INVITES_PER_DAY) },
      });
    }
    expect(await mailTo('someone-new@example.com')).toEqual([]);
  });
});
