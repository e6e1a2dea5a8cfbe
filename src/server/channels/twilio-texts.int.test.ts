import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '../db/schema';
import { createTestHarness, type TestHarness } from '../test/test-app';
import { TwilioStandIn } from '../test/twilio-stand-in';
import { SEND_SMS_JOB } from './sms/sms-channel';
import { accountSid, authToken, fromNumber, twilioHarness } from './twilio-mode.support';

let standIn: TwilioStandIn;
let harness: TestHarness;

beforeAll(async () => {
  standIn = await new TwilioStandIn().start();
  harness = await twilioHarness(standIn);
});
afterAll(async () => {
  await harness?.close();
  await standIn?.close();
});

const sms = () => harness.services.channels.sms;
const messageRow = async (id: string) =>
  (await harness.database.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0]!;

describe('texts through the Twilio SDK', () => {
  it('uses the real provider, not the simulator', () => {
    expect(harness.services.channels.simulator).toBeUndefined();
    expect(sms().providerName).toBe('twilio');
  });

  it('creates the message with the right account, parties, body and status callback', async () => {
    const queued = await sms().queue({
      idempotencyKey: 'tw-1',
      to: '+12125550123',
      body: 'Good morning',
      kind: 'test',
    });
    await harness.runJob(SEND_SMS_JOB, {});

    const [created] = standIn.createdMessages();
    expect(created?.path).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(created?.authorization).toBe(
      `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
    );
    expect(created?.form).toMatchObject({
      To: '+12125550123',
      From: fromNumber,
      Body: 'Good morning',
      StatusCallback: `https://checkin.example/webhooks/sms/status?messageId=${queued.id}`,
    });
    const row = await messageRow(queued.id);
    expect(row.status).toBe('accepted');
    expect(row.providerSid).toMatch(/^SM/);
  });

  it('retries a provider error, looking first whether the failed attempt got through', async () => {
    const before = standIn.createdMessages().length;
    standIn.nextCreateReplies.push({
      status: 500,
      body: { code: 20500, message: 'Internal Server Error' },
    });
    const queued = await sms().queue({
      idempotencyKey: 'tw-retry',
      to: '+12125550124',
      body: 'Retry me',
      kind: 'test',
    });

    await harness.runJob(SEND_SMS_JOB, {});
    expect(standIn.createdMessages().length - before).toBe(2);
    const lookups = standIn.requests.filter(
      (r) => r.method === 'GET' && r.path.endsWith('/Messages.json'),
    );
    expect(lookups.length).toBeGreaterThan(0);
    expect(await messageRow(queued.id)).toMatchObject({ status: 'accepted', attempts: 2 });
  });

  it('does not send twice when the provider accepted the text but the reply was an error', async () => {
    const before = standIn.createdMessages().length;
    standIn.nextCreateReplies.push({
      status: 502,
      body: { message: 'Bad Gateway' },
      createsAnyway: true,
    });
    const queued = await sms().queue({
      idempotencyKey: 'tw-ghost',
      to: '+12125550125',
      body: 'Only once',
      kind: 'test',
    });

    await harness.runJob(SEND_SMS_JOB, {});

    expect(standIn.createdMessages().length - before).toBe(1);
    const row = await messageRow(queued.id);
    expect(row.status).toBe('accepted');
    expect(row.providerSid).toMatch(/^SM/);
  });

  it('records a permanent failure without retrying', async () => {
    const before = standIn.createdMessages().length;
    standIn.nextCreateReplies.push({
      status: 400,
      body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
    });
    const queued = await sms().queue({
      idempotencyKey: 'tw-bad',
      to: '+12125550126',
      body: 'x',
      kind: 'test',
    });
    await harness.runJob(SEND_SMS_JOB, {});
    expect(await messageRow(queued.id)).toMatchObject({
      status: 'failed',
      errorCode: '21211',
      attempts: 1,
    });
    expect(standIn.createdMessages().length - before).toBe(1);
  });

  it('gives up after the last of six attempts and records the failure', async () => {
    const before = standIn.createdMessages().length;
    standIn.faultFor = (request) =>
      request.method === 'POST'
        ? { status: 503, body: { message: 'Service Unavailable' } }
        : undefined;
    const queued = await sms().queue({
      idempotencyKey: 'tw-down',
      to: '+12125550127',
      body: 'x',
      kind: 'test',
    });
    try {
      await harness.runJob(SEND_SMS_JOB, {});
    } finally {
      standIn.faultFor = undefined;
    }
    const row = await messageRow(queued.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 6 });
    expect(row.errorMessage).toContain('provider unavailable after retries');
    expect(standIn.createdMessages().length - before).toBe(6);
  });

  it('gives up after the last attempt when even the lookup fails, without sending blindly', async () => {
    const before = standIn.createdMessages().length;
    standIn.nextCreateReplies.push({ status: 500, body: { message: 'Internal Server Error' } });
    // Down from then on: every lookup of the first attempt fails too.
    standIn.faultFor = (request) =>
      request.method === 'GET' && standIn.createdMessages().length > before
        ? { status: 503, body: { message: 'Service Unavailable' } }
        : undefined;
    const queued = await sms().queue({
      idempotencyKey: 'tw-lookup-down',
      to: '+12125550128',
      body: 'x',
      kind: 'test',
    });
    try {
      await harness.runJob(SEND_SMS_JOB, {});
    } finally {
      standIn.faultFor = undefined;
    }
    const row = await messageRow(queued.id);
    expect(row.status).toBe('failed');
    expect(row.errorMessage).toContain('provider unavailable after retries');
    expect(standIn.createdMessages().length - before).toBe(1);
  });

  it('sends through a Messaging Service when one is set, and looks it up by the service', async () => {
    const serviceSid = `MG${'0123456789abcdef'.repeat(2)}`;
    const pooled = await createTestHarness({
      env: {
        TWILIO_ACCOUNT_SID: accountSid,
        TWILIO_AUTH_TOKEN: authToken,
        TWILIO_FROM_NUMBER: fromNumber,
        TWILIO_MESSAGING_SERVICE_SID: serviceSid,
        PUBLIC_URL: 'https://checkin.example',
      },
      twilioHttpClient: standIn.requestClient(),
    });
    try {
      const before = standIn.createdMessages().length;
      await pooled.services.channels.sms.queue({
        idempotencyKey: 'tw-pool',
        to: '+12125550129',
        body: 'From the pool',
        kind: 'test',
      });
      await pooled.runJob(SEND_SMS_JOB, {});
      const created = standIn.createdMessages().slice(before);
      expect(created).toHaveLength(1);
      expect(created[0]?.form).toMatchObject({
        To: '+12125550129',
        MessagingServiceSid: serviceSid,
        Body: 'From the pool',
      });
      expect(created[0]?.form).not.toHaveProperty('From');
    } finally {
      await pooled.close();
    }
  });
});
