import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, emails, smsMessages } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// A clock the test moves by hand. Noon in New York (EST) on a Monday.
let current = new Date('2026-01-12T17:00:00Z');
const clock = { now: () => new Date(current) };

let harness: TestHarness;
let owner: string;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
  owner = await signInAs(harness, 'reminders@example.com', 'Pat Kim');
});
afterAll(async () => {
  await harness.close();
});

const call = (method: string, path: string, body?: unknown) =>
  harness.app.request(path, {
    method,
    headers: { cookie: owner, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

const textsTo = (phone: string) =>
  harness.database.db.select().from(smsMessages).where(eq(smsMessages.toNumber, phone));

const consentFor = async (phone: string) =>
  (await harness.database.db.select().from(consents).where(eq(consents.phone, phone)))[0]!;

async function requestConsentFrom(phone: string) {
  await call('POST', '/api/parents', {
    firstName: 'June',
    lastName: 'Kim',
    relationshipType: 'parent',
    phone,
    city: 'Albany',
    state: 'New York',
    zipOrCounty: '12207',
    timezone: 'America/New_York',
  });
  const listed = (await (await call('GET', '/api/consents')).json()) as {
    consents: { id: string; phone: string }[];
  };
  const consent = listed.consents.find((row) => row.phone === phone)!;
  expect((await call('POST', `/api/consents/${consent.id}/send`)).status).toBe(200);
  return consent.id;
}

describe('consent reminders', () => {
  it('remind once a day with the same wording, only between 9 AM and 8 PM local time', async () => {
    const phone = '+15185550141';
    await requestConsentFrom(phone);
    const [request] = await textsTo(phone);

    // Not yet a day: nothing.
    current = new Date(current.getTime() + 23 * HOUR);
    expect(await harness.services.consent.sendDueReminders()).toMatchObject({ reminded: 0 });

    // A day later, at noon: one reminder, even if the sweep runs twice.
    current = new Date(current.getTime() + HOUR);
    await harness.services.consent.sendDueReminders();
    await harness.services.consent.sendDueReminders();
    const texts = await textsTo(phone);
    expect(texts).toHaveLength(2);
    expect(texts[1]!.body).toBe(request!.body);
    expect((await consentFor(phone)).reminderCount).toBe(2);

    // The next one falls due at noon; the sweep first runs at 10 PM: it waits for 9 AM.
    current = new Date(current.getTime() + DAY + 10 * HOUR);
    await harness.services.consent.sendDueReminders();
    expect(await textsTo(phone)).toHaveLength(2);
    expect((await consentFor(phone)).nextReminderAt).toEqual(new Date('2026-01-15T14:00:00Z'));
    current = new Date('2026-01-15T14:00:00Z');
    await harness.services.consent.sendDueReminders();
    expect(await textsTo(phone)).toHaveLength(3);
  });

  it('expire after seven days with no reply, telling the owner once', async () => {
    const phone = '+15185550142';
    current = new Date('2026-02-02T17:00:00Z');
    const consentId = await requestConsentFrom(phone);
    for (let day = 1; day <= 8; day += 1) {
      current = new Date(current.getTime() + DAY);
      await harness.services.consent.sendDueReminders();
      await harness.services.consent.sendDueReminders();
    }
    // The request and six daily reminders: seven texts over seven days.
    expect(await textsTo(phone)).toHaveLength(7);
    expect(await consentFor(phone)).toMatchObject({
      status: 'failed',
      failedReason: 'No reply within 7 days.',
    });
    // (The first test's request expired in the same week and was reported on its own.)
    const told = (
      await harness.database.db
        .select()
        .from(emails)
        .where(
          and(eq(emails.toAddress, 'reminders@example.com'), eq(emails.kind, 'consent-expired')),
        )
    ).filter((email) => (email.context as { consentId?: string }).consentId === consentId);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('June Kim has not agreed to texts yet');
  });

  it('stop reminding once the person replies Y', async () => {
    const phone = '+15185550143';
    current = new Date('2026-03-02T17:00:00Z');
    await requestConsentFrom(phone);
    await harness.services.channels.simulator!.textFromPhone(
      phone,
      harness.config.sms.fromNumber,
      'Y',
    );
    current = new Date(current.getTime() + 3 * DAY);
    await harness.services.consent.sendDueReminders();
    // The request, then the one confirmation of the Y; no reminder.
    expect((await textsTo(phone)).map((text) => text.kind).sort()).toEqual([
      'consent',
      'consent-confirmation',
    ]);
    expect((await consentFor(phone)).status).toBe('verified');
  });
});
