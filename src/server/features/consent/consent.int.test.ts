import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_SMS_JOB } from '../../channels/sms/sms-channel';
import { consents, simulatorEvents } from '../../db/schema';
import { sampleFamilyMember } from '../../test/family-bodies';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';

// Consent requests reach a phone only 9:00 AM–8:00 PM in its zone (docs/product.md §3): this file
// asks at once, so it runs at 10:00 AM in New York rather than whatever hour the machine has.
const clock = { now: () => new Date('2026-01-12T15:00:00Z') };
let harness: TestHarness;
let owner: string;
let other: string;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
  owner = await signInAs(harness, 'owner-consent@example.com', 'Jordan Lee');
  other = await signInAs(harness, 'other-consent@example.com', 'Other');
});
afterAll(async () => {
  await harness.close();
});

interface ConsentView {
  id: string;
  name: string;
  phone: string;
  status: string;
  subjectType: string;
  wording: string | null;
  verifiedFrom: string | null;
  verifiedAt: string | null;
}

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  harness.app.request(path, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
const listConsents = async (cookie: string) =>
  ((await (await call('GET', '/api/consents', cookie)).json()) as { consents: ConsentView[] })
    .consents;

async function addParent(cookie: string, phone: string) {
  const response = await call('POST', '/api/parents', cookie, {
    firstName: 'Rose',
    lastName: 'Lee',
    relationshipType: 'parent',
    phone,
    city: 'Albany',
    state: 'New York',
    zipOrCounty: '12207',
  });
  return ((await response.json()) as { parent: { id: string } }).parent.id;
}

/** Sends what the outbox holds, as a woken worker would. */
async function deliver() {
  await harness.runJob(SEND_SMS_JOB, {});
}

describe('SMS consent', () => {
  it('is verified only by a Y from that phone, recording when, from where and the wording', async () => {
    await addParent(owner, '(518) 555-0101');
    const [pending] = await listConsents(owner);
    expect(pending).toMatchObject({
      status: 'pending',
      phone: '+15185550101',
      subjectType: 'parent',
      name: 'Rose Lee',
    });

    // A Y before any request verifies nothing.
    await harness.services.channels.simulator!.textFromPhone(
      '+15185550101',
      harness.config.sms.fromNumber,
      'Y',
    );
    expect((await listConsents(owner))[0]!.status).toBe('pending');

    const sent = await call('POST', `/api/consents/${pending!.id}/send`, owner);
    expect(sent.status).toBe(200);
    await deliver();
    const request = (
      await harness.database.db
        .select()
        .from(simulatorEvents)
        .where(eq(simulatorEvents.phone, '+15185550101'))
    ).find((event) => event.direction === 'to_phone');
    expect(request?.body).toContain('Jordan Lee would like to send you a daily check-in text');
    expect(request?.body).toContain('follow-up call');
    expect(request?.body).toContain(
      'Msg & data rates may apply. Reply Y to agree, STOP to opt out, HELP for help.',
    );

    await harness.services.channels.simulator!.textFromPhone(
      '+15185550101',
      harness.config.sms.fromNumber,
      'yes!',
    );
    const [verified] = await listConsents(owner);
    expect(verified).toMatchObject({
      status: 'verified',
      verifiedFrom: '+15185550101',
      wording: request?.body,
    });
    expect(verified!.verifiedAt).toBeTruthy();
  });

  it('fails when the number replies STOP, and cannot be sent again until START', async () => {
    const cookie = await signInAs(harness, 'stopper@example.com', 'Casey');
    await addParent(cookie, '(518) 555-0102');
    const [consent] = await listConsents(cookie);
    await call('POST', `/api/consents/${consent!.id}/send`, cookie);
    await harness.services.channels.simulator!.textFromPhone(
      '+15185550102',
      harness.config.sms.fromNumber,
      'STOP',
    );
    expect((await listConsents(cookie))[0]).toMatchObject({ status: 'failed' });
    const again = await call('POST', `/api/consents/${consent!.id}/send`, cookie);
    expect(again.status).toBe(409);
  });

  it('starts over when the number changes', async () => {
    const cookie = await signInAs(harness, 'mover@example.com', 'Drew');
    const parentId = await addParent(cookie, '(518) 555-0103');
    const [consent] = await listConsents(cookie);
    await call('POST', `/api/consents/${consent!.id}/send`, cookie);
    await harness.services.channels.simulator!.textFromPhone(
      '+15185550103',
      harness.config.sms.fromNumber,
      'Y',
    );
    expect((await listConsents(cookie))[0]!.status).toBe('verified');

    await call('PUT', `/api/parents/${parentId}`, cookie, {
      firstName: 'Rose',
      lastName: 'Lee',
      relationshipType: 'parent',
      phone: '(518) 555-0104',
      city: 'Albany',
      state: 'New York',
      zipOrCounty: '12207',
    });
    // Reset with the change itself, before anything lists consents again.
    const [stored] = await harness.database.db
      .select()
      .from(consents)
      .where(eq(consents.subjectId, parentId));
    expect(stored).toMatchObject({ status: 'pending', phone: '+15185550104', verifiedFrom: null });
    expect((await listConsents(cookie))[0]).toMatchObject({
      status: 'pending',
      phone: '+15185550104',
      verifiedAt: null,
    });
    // The new phone is asked: its request is not taken for the old number's first one.
    expect((await call('POST', `/api/consents/${consent!.id}/send`, cookie)).status).toBe(200);
    await deliver();
    const received = await harness.database.db
      .select()
      .from(simulatorEvents)
      .where(eq(simulatorEvents.phone, '+15185550104'));
    expect(
      received.filter(
        (event) => event.direction === 'to_phone' && event.body.includes('Reply Y to agree'),
      ),
    ).toHaveLength(1);
  });

  it('is not needed from a family member told by e-mail only, and the list says so', async () => {
    const cookie = await signInAs(harness, 'email-only@example.com', 'Eve');
    const parentId = await addParent(cookie, '(518) 555-0177');
    for (const [email, cellPhone, notificationPreference] of [
      ['mail-only@example.com', '+1 518 555 0178', 'email'],
      ['texts-too@example.com', '+1 518 555 0179', 'both'],
    ] as const) {
      const member = {
        ...sampleFamilyMember([parentId]),
        email,
        cellPhone,
        notificationPreference,
      };
      expect((await call('POST', '/api/family-members', cookie, member)).status).toBe(201);
    }
    const listed = (await listConsents(cookie)) as (ConsentView & { textsWanted: boolean })[];
    expect(
      listed.map(({ phone, subjectType, textsWanted }) => ({ phone, subjectType, textsWanted })),
    ).toEqual(
      expect.arrayContaining([
        { phone: '+15185550177', subjectType: 'parent', textsWanted: true },
        { phone: '+15185550178', subjectType: 'family_member', textsWanted: false },
        { phone: '+15185550179', subjectType: 'family_member', textsWanted: true },
      ]),
    );
  });

  it('cannot be read or sent by another account', async () => {
    const [mine] = await listConsents(owner);
    expect(await listConsents(other)).toEqual([]);
    const response = await call('POST', `/api/consents/${mine!.id}/send`, other);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: 'Consent not found' } });
  });
});
