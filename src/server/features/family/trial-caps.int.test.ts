import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_SMS_JOB } from '../../channels/sms/sms-channel';
import { simulatorEvents, subscriptions, users } from '../../db/schema';
import { sampleFamilyMember, sampleParent } from '../../test/family-bodies';
import { callJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { trialCapMessages, trialCaps } from '@/shared/trial-caps';

// Caps a family never meets and an account made to flood strangers always does
// (src/shared/trial-caps.ts), lifted once the subscription is paid.

// Consent requests reach a phone only 9:00 AM–8:00 PM in its zone (docs/product.md §3): this file
// asks at once, so it runs at 10:00 AM in New York rather than whatever hour the machine has.
const clock = { now: () => new Date('2026-01-12T15:00:00Z') };
let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
});
afterAll(async () => {
  await harness.close();
});

/** A signed-in owner whose subscription has this status. */
async function ownerWith(email: string, status: 'trialing' | 'active') {
  const cookie = await signInAs(harness, email, 'Tess');
  const { db } = harness.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db.insert(subscriptions).values({
    userId: user!.id,
    provider: 'demo',
    status,
    parentCount: 1,
    familyMemberCount: 1,
  });
  return cookie;
}

const phoneOf = (index: number) => `+1 646 555 ${String(100 + index).padStart(4, '0')}`;
const e164Of = (index: number) => `+1646555${String(100 + index).padStart(4, '0')}`;

async function addParent(cookie: string, index: number) {
  const response = await callJson(harness, 'POST', '/api/parents', cookie, {
    ...sampleParent({ phone: phoneOf(index) }),
  });
  const body = (await response.json()) as { parent?: { id: string } };
  return { response, body, id: body.parent?.id };
}

/** Adds and removes parents until `count` have been added today; one stays. */
async function churnParents(cookie: string, count: number) {
  const first = await addParent(cookie, 0);
  expect(first.response.status).toBe(201);
  for (let index = 1; index < count; index++) {
    const added = await addParent(cookie, index);
    expect(added.response.status, `parent ${index + 1}`).toBe(201);
    expect((await callJson(harness, 'DELETE', `/api/parents/${added.id}`, cookie)).status).toBe(
      204,
    );
  }
  return first.id!;
}

async function addMembers(cookie: string, parentId: string, count: number, from = 0) {
  const statuses = [];
  for (let index = from; index < from + count; index++) {
    const response = await callJson(harness, 'POST', '/api/family-members', cookie, {
      ...sampleFamilyMember([parentId]),
      cellPhone: phoneOf(50 + index),
    });
    statuses.push(response.status);
    if (response.status !== 201) return { statuses, last: await response.json() };
  }
  return { statuses, last: undefined };
}

describe('trial caps', () => {
  it('a trial account adds six parents a day, removing one does not give it back, and the seventh is refused', async () => {
    const owner = await ownerWith('trial-parents@example.com', 'trialing');
    await churnParents(owner, trialCaps.parentsAddedPerDay);
    const seventh = await addParent(owner, 9);
    expect(seventh.response.status).toBe(429);
    expect(seventh.body).toEqual({
      error: { code: 'rate_limited', message: trialCapMessages.parents },
    });
    expect(trialCapMessages.parents).toContain('6 parents a day');
    expect(trialCapMessages.parents).toContain('lifts once your subscription is paid');
  });

  it('a trial account has at most ten family members', async () => {
    const owner = await ownerWith('trial-members@example.com', 'trialing');
    const parentId = (await addParent(owner, 0)).id!;
    const { statuses, last } = await addMembers(owner, parentId, trialCaps.familyMembers + 1);
    expect(statuses).toEqual([...Array(trialCaps.familyMembers).fill(201), 409]);
    expect(last).toEqual({ error: { code: 'conflict', message: trialCapMessages.familyMembers } });
    const listed = (await (
      await callJson(harness, 'GET', '/api/family-members', owner)
    ).json()) as {
      familyMembers: unknown[];
    };
    expect(listed.familyMembers).toHaveLength(trialCaps.familyMembers);
  });

  it('a trial account sends twenty consent requests a day; the next is refused and not sent', async () => {
    const owner = await ownerWith('trial-sends@example.com', 'trialing');
    await addParent(owner, 0);
    const listed = (await (await callJson(harness, 'GET', '/api/consents', owner)).json()) as {
      consents: { id: string; phone: string }[];
    };
    const consent = listed.consents.find((row) => row.phone === e164Of(0))!;
    for (let send = 1; send <= trialCaps.consentSendsPerDay; send++) {
      const sent = await callJson(harness, 'POST', `/api/consents/${consent.id}/send`, owner);
      expect(sent.status, `send ${send}`).toBe(200);
    }
    await harness.runJob(SEND_SMS_JOB, {});
    const refused = await callJson(harness, 'POST', `/api/consents/${consent.id}/send`, owner);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: trialCapMessages.consentSends },
    });
    await harness.runJob(SEND_SMS_JOB, {});
    const received = await harness.database.db
      .select()
      .from(simulatorEvents)
      .where(eq(simulatorEvents.phone, e164Of(0)));
    expect(received.filter((event) => event.direction === 'to_phone')).toHaveLength(
      trialCaps.consentSendsPerDay,
    );
  });

  it('an account before any subscription has the same caps', async () => {
    const owner = await signInAs(harness, 'no-plan@example.com', 'Nia');
    const parentId = await churnParents(owner, trialCaps.parentsAddedPerDay);
    expect((await addParent(owner, 9)).response.status).toBe(429);
    const { statuses } = await addMembers(owner, parentId, trialCaps.familyMembers + 1);
    expect(statuses.at(-1)).toBe(409);
  });

  it('a paid account passes every cap', async () => {
    const owner = await ownerWith('paid@example.com', 'active');
    const parentId = await churnParents(owner, trialCaps.parentsAddedPerDay + 2);
    const { statuses } = await addMembers(owner, parentId, trialCaps.familyMembers + 2);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const listed = (await (await callJson(harness, 'GET', '/api/consents', owner)).json()) as {
      consents: { id: string; phone: string }[];
    };
    const consent = listed.consents.find((row) => row.phone === e164Of(0))!;
    // The hourly limit every account has (30) stays; the trial's daily 20 does not apply.
    for (let send = 1; send <= trialCaps.consentSendsPerDay + 5; send++) {
      const sent = await callJson(harness, 'POST', `/api/consents/${consent.id}/send`, owner);
      expect(sent.status, `send ${send}`).toBe(200);
    }
  });
});
