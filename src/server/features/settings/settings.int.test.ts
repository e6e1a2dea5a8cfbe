import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_SMS_JOB } from '../../channels/sms/sms-channel';
import { setOptedOut } from '../../channels/sms/opt-outs';
import { accountSettings, consents, smsMessages, users } from '../../db/schema';
import { sampleFamilyMember, sampleParent } from '../../test/family-bodies';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import type { PhoneEvent } from '@/shared/dev-tools';
import { toE164 } from '@/shared/phone';
import { settingsMessages, TEST_SMS_PER_HOUR } from '@/shared/settings';
import { createTestSmsService } from './test-sms-service';

let harness: TestHarness;
let alex: string;
let blair: string;
beforeAll(async () => {
  harness = await createTestHarness();
  alex = await signInAs(harness, 'alex@example.com', 'Alex');
  blair = await signInAs(harness, 'blair@example.com', 'Blair');
});
afterAll(async () => {
  await harness.close();
});

const call = (method: string, path: string, cookie?: string, body?: unknown) =>
  harness.app.request(path, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });

const userIdOf = async (email: string) => {
  const [user] = await harness.database.db.select().from(users).where(eq(users.email, email));
  return user!.id;
};

/**
 * Sends a test text the way the app does, with this test standing in for the worker: the route
 * waits for the send job, so the job is run as soon as the text is queued.
 */
async function sendTestSms(cookie: string, body: unknown) {
  const response = call('POST', '/api/test-sms', cookie, body);
  const worker = (async () => {
    for (let tries = 0; tries < 200; tries += 1) {
      const queued = await harness.database.db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.kind, 'test'), eq(smsMessages.status, 'queued')));
      if (queued.length > 0) await harness.runJob(SEND_SMS_JOB, {});
      if (queued.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const answered = await response;
  await worker;
  return answered;
}

describe('voice settings', () => {
  it('refuse requests without a session', async () => {
    expect((await call('GET', '/api/settings/voice')).status).toBe(401);
    expect(
      (
        await call('PUT', '/api/settings/voice', undefined, {
          voiceEnabled: false,
          voiceResponse: 'keypad',
          followUpDelayMinutes: 30,
        })
      ).status,
    ).toBe(401);
  });

  it('start at the defaults: calls on, keypad or voice, one hour', async () => {
    const response = await call('GET', '/api/settings/voice', alex);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      settings: {
        voiceEnabled: true,
        voiceResponse: 'both',
        followUpDelayMinutes: 60,
        updatedAt: null,
      },
    });
  });

  it('are saved for the account, where the engine reads them, and not for anyone else', async () => {
    const saved = await call('PUT', '/api/settings/voice', alex, {
      voiceEnabled: false,
      voiceResponse: 'keypad',
      followUpDelayMinutes: 30,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      settings: { voiceEnabled: false, voiceResponse: 'keypad', followUpDelayMinutes: 30 },
    });

    const reread = (await (await call('GET', '/api/settings/voice', alex)).json()) as {
      settings: { updatedAt: string | null; voiceResponse: string };
    };
    expect(reread.settings.voiceResponse).toBe('keypad');
    expect(reread.settings.updatedAt).not.toBeNull();

    const [row] = await harness.database.db
      .select()
      .from(accountSettings)
      .where(eq(accountSettings.userId, await userIdOf('alex@example.com')));
    expect(row).toMatchObject({
      voiceEnabled: false,
      voiceResponse: 'keypad',
      followUpDelayMinutes: 30,
    });

    expect(await (await call('GET', '/api/settings/voice', blair)).json()).toMatchObject({
      settings: { voiceEnabled: true, voiceResponse: 'both', followUpDelayMinutes: 60 },
    });

    // A second save changes the same row.
    await call('PUT', '/api/settings/voice', alex, {
      voiceEnabled: true,
      voiceResponse: 'voice',
      followUpDelayMinutes: 60,
    });
    const rows = await harness.database.db
      .select()
      .from(accountSettings)
      .where(eq(accountSettings.userId, await userIdOf('alex@example.com')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ voiceResponse: 'voice', followUpDelayMinutes: 60 });
  });

  it('refuse bad values and change nothing', async () => {
    const before = await (await call('GET', '/api/settings/voice', alex)).json();
    const good = { voiceEnabled: true, voiceResponse: 'both', followUpDelayMinutes: 60 };
    for (const [body, message] of [
      [{ ...good, followUpDelayMinutes: 45 }, settingsMessages.followUpDelay],
      [{ ...good, followUpDelayMinutes: '30' }, settingsMessages.followUpDelay],
      [{ ...good, voiceResponse: 'smoke signals' }, settingsMessages.voiceResponse],
      [{ ...good, voiceEnabled: 'yes' }, settingsMessages.voiceEnabled],
      [{ voiceEnabled: false }, settingsMessages.voiceResponse],
    ] as const) {
      const response = await call('PUT', '/api/settings/voice', alex, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
    }
    const extra = await call('PUT', '/api/settings/voice', alex, { ...good, userId: 'someone' });
    expect(extra.status).toBe(400);
    expect(await (await call('GET', '/api/settings/voice', alex)).json()).toEqual(before);
  });
});

/**
 * Gives the account a parent (or family member) at `phone`, its SMS consent verified as a Y
 * reply would leave it, or still pending. The consent flow itself has its own tests.
 */
async function ownNumber(
  cookie: string,
  phone: string,
  {
    who = 'parent',
    verified = true,
  }: { who?: 'parent' | 'family_member'; verified?: boolean } = {},
) {
  const created =
    who === 'parent'
      ? (
          (await (await call('POST', '/api/parents', cookie, sampleParent({ phone }))).json()) as {
            parent: { id: string };
          }
        ).parent
      : (
          (await (
            await call('POST', '/api/family-members', cookie, {
              ...sampleFamilyMember([await firstParentOf(cookie)]),
              cellPhone: phone,
            })
          ).json()) as { familyMember: { id: string } }
        ).familyMember;
  if (!created?.id) throw new Error(`could not add ${who} ${phone}`);
  // Consents are made when the owner's list is first read, as the wizard's consent step does.
  await call('GET', '/api/consents', cookie);
  if (verified)
    await harness.database.db
      .update(consents)
      .set({ status: 'verified', verifiedAt: new Date(), verifiedFrom: toE164(phone) })
      .where(eq(consents.subjectId, created.id));
}

const firstParentOf = async (cookie: string) =>
  ((await (await call('GET', '/api/parents', cookie)).json()) as { parents: { id: string }[] })
    .parents[0]!.id;

const testTextsTo = async (phone: string) =>
  harness.database.db.select().from(smsMessages).where(eq(smsMessages.toNumber, phone));

describe('test SMS', () => {
  let dana: string;
  beforeAll(async () => {
    await ownNumber(alex, '(646) 555-0152');
    dana = await signInAs(harness, 'dana@example.com', 'Dana');
    await ownNumber(dana, '(646) 555-0159', { verified: false });
    await ownNumber(dana, '(646) 555-0161');
    await ownNumber(dana, '(646) 555-0158', { who: 'family_member' });
    await ownNumber(blair, '(646) 555-0153');
    await ownNumber(blair, '(646) 555-0155');
    await ownNumber(blair, '(646) 555-0156');
    await ownNumber(blair, '(646) 555-0157');
  });

  it('needs a session and sends nothing without one', async () => {
    const response = await call('POST', '/api/test-sms', undefined, {
      to: '(646) 555-0152',
      message: 'Hello',
    });
    expect(response.status).toBe(401);
    expect(await testTextsTo('+16465550152')).toEqual([]);
  });

  it('refuses a blank field or a bad number with the form messages, and queues nothing', async () => {
    for (const [body, message] of [
      [{ to: '', message: 'Hello' }, settingsMessages.bothRequired],
      [{ to: '(646) 555-0153', message: '   ' }, settingsMessages.bothRequired],
      [{ message: 'Hello' }, settingsMessages.bothRequired],
      [{ to: '12', message: 'Hello' }, settingsMessages.phoneInvalid],
      [{ to: '(646) 555-0153', message: 'x'.repeat(321) }, settingsMessages.messageTooLong],
    ] as const) {
      const response = await call('POST', '/api/test-sms', blair, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
    }
    const stored = await harness.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.kind, 'test'));
    expect(stored).toEqual([]);
  });

  it('texts only a number of this account whose SMS consent is verified; any other is a 400 and nothing is sent', async () => {
    for (const to of [
      '+44 20 7946 0958', // a stranger abroad
      '(212) 555-0199', // a stranger at home
      '(646) 555-0152', // another account's parent, verified there
      '(646) 555-0159', // this account's parent, consent not given yet
    ]) {
      const response = await call('POST', '/api/test-sms', dana, {
        to,
        message: 'Your bank account is locked: https://bank.example',
      });
      expect(response.status, to).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'bad_request', message: settingsMessages.notOwnNumber },
      });
      expect(await testTextsTo(toE164(to)!), to).toEqual([]);
      const thread = await call('GET', `/api/dev/phone/${encodeURIComponent(toE164(to)!)}`);
      expect(await thread.json(), to).toEqual([]);
    }
    // A family member who agreed to texts is one of the account's own numbers too.
    expect((await sendTestSms(dana, { to: '646-555-0158', message: 'Hi Sam' })).status).toBe(201);
  });

  it("lists the numbers a test text may go to: this account's, with verified consent", async () => {
    const response = await call('GET', '/api/test-sms/numbers', dana);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      numbers: [
        { name: 'Rose Lee', phone: '+16465550161', who: 'parent' },
        { name: 'Sam Lee', phone: '+16465550158', who: 'family_member' },
      ],
    });
    expect((await call('GET', '/api/test-sms/numbers')).status).toBe(401);
  });

  it("sends through the SMS channel for the account and answers with the provider's id", async () => {
    const response = await sendTestSms(alex, {
      to: '(646) 555-0152',
      message: 'Testing the daily check-in',
    });
    expect(response.status).toBe(201);
    const result = (await response.json()) as { success: boolean; messageSid: string };
    expect(result).toMatchObject({ success: true, to: '+16465550152' });
    expect(result.messageSid).toMatch(/^SM[0-9a-f]{32}$/);

    const [stored] = await testTextsTo('+16465550152');
    expect(stored).toMatchObject({
      kind: 'test',
      body: 'Testing the daily check-in',
      userId: await userIdOf('alex@example.com'),
      providerSid: result.messageSid,
    });

    const thread = (await (
      await call('GET', '/api/dev/phone/%2B16465550152')
    ).json()) as PhoneEvent[];
    expect(thread.map((event) => [event.direction, event.body])).toEqual([
      ['to_phone', 'Testing the daily check-in'],
    ]);
  });

  it('refuses a number that replied STOP', async () => {
    await setOptedOut(harness.database.db, '+16465550153', true, 'stop');
    const response = await call('POST', '/api/test-sms', blair, {
      to: '+1 646 555 0153',
      message: 'Hello',
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'conflict', message: settingsMessages.optedOut },
    });
  });

  it(`allows ${TEST_SMS_PER_HOUR} an hour per account, then says so`, async () => {
    const casey = await signInAs(harness, 'casey@example.com', 'Casey');
    await ownNumber(casey, '(646) 555-0154');
    for (let sent = 0; sent < TEST_SMS_PER_HOUR; sent += 1) {
      const response = await sendTestSms(casey, { to: '(646) 555-0154', message: `No. ${sent}` });
      expect(response.status).toBe(201);
    }
    const refused = await call('POST', '/api/test-sms', casey, {
      to: '(646) 555-0154',
      message: 'One too many',
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: settingsMessages.rateLimited(TEST_SMS_PER_HOUR) },
    });
    expect(await testTextsTo('+16465550154')).toHaveLength(TEST_SMS_PER_HOUR);

    // Another account has its own allowance.
    const other = await sendTestSms(blair, { to: '(646) 555-0155', message: 'Mine' });
    expect(other.status).toBe(201);
  });

  it('answers with the stored id when the worker has not sent it in time', async () => {
    const service = createTestSmsService({
      db: harness.database.db,
      sms: harness.services.channels.sms,
      waitMs: 30,
      pollMs: 10,
    });
    const userId = await userIdOf('blair@example.com');
    const result = await service.send(userId, '+16465550156', 'Later');
    expect(result).toMatchObject({ success: true, messageSid: null });
    const [stored] = await harness.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.id, result.messageId));
    expect(stored).toMatchObject({ status: 'queued', userId, kind: 'test' });
  });

  it("passes on the provider's refusal", async () => {
    const service = createTestSmsService({
      db: harness.database.db,
      sms: harness.services.channels.sms,
      waitMs: 5000,
      pollMs: 10,
    });
    const userId = await userIdOf('blair@example.com');
    const sending = service.send(userId, '+16465550157', 'Refused');
    // The provider turns the text down for good, as Twilio does for a number it cannot reach.
    let failed = false;
    for (let tries = 0; tries < 200 && !failed; tries += 1) {
      const [queued] = await harness.database.db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.toNumber, '+16465550157'));
      if (queued) {
        await harness.database.db
          .update(smsMessages)
          .set({ status: 'failed', errorMessage: 'The number is unreachable.' })
          .where(eq(smsMessages.id, queued.id));
        failed = true;
      } else await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await expect(sending).rejects.toMatchObject({
      code: 'bad_request',
      message: 'The number is unreachable.',
    });
  });
});
