import { eq, sql } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../db/client';
import { inboundSms, smsMessages, voiceCalls } from '../db/schema';
import { createTestHarness, type TestHarness } from '../test/test-app';
import { TwilioStandIn } from '../test/twilio-stand-in';
import { SEND_SMS_JOB } from './sms/sms-channel';
import { PLACE_CALL_JOB } from './voice/voice-channel';

const accountSid = 'AC00000000000000000000000000000001';
const authToken = 'test-auth-token-0123456789abcdef';
const fromNumber = '+15017122661';

const twilioEnv = {
  TWILIO_ACCOUNT_SID: accountSid,
  TWILIO_AUTH_TOKEN: authToken,
  TWILIO_FROM_NUMBER: fromNumber,
  PUBLIC_URL: 'https://checkin.example',
  // Each text due at once, not one a second as a long code takes them (send-slots tests that).
  SMS_MESSAGES_PER_SECOND: '0',
};

let standIn: TwilioStandIn;
let harness: TestHarness;

beforeAll(async () => {
  standIn = await new TwilioStandIn().start();
  harness = await createTestHarness({
    env: twilioEnv,
    twilioHttpClient: standIn.requestClient(),
    // A failed attempt is tried again at once: one drain of the outbox runs a text's every
    // attempt, where the service would wait 5, 10, 20… seconds between them.
    smsOutboxTimes: { retryDelaySeconds: 0 },
  });
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

describe('calls through the Twilio SDK', () => {
  it('places the call with the answer URL and the status callback', async () => {
    const call = await harness.services.channels.voice.queue({
      idempotencyKey: 'tw-call-1',
      to: '+12125550130',
      message: 'This is your daily check-in.',
      inputMode: 'both',
      kind: 'test',
    });
    await harness.runJob(PLACE_CALL_JOB, { callId: call.id });
    const [created] = standIn.createdCalls();
    expect(created?.form).toMatchObject({
      To: '+12125550130',
      From: fromNumber,
      Url: `https://checkin.example/webhooks/voice/answer?callId=${call.id}`,
      StatusCallback: `https://checkin.example/webhooks/voice/status?callId=${call.id}`,
    });
    const [row] = await harness.database.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.id, call.id));
    expect(row).toMatchObject({ status: 'placed', providerSid: expect.stringMatching(/^CA/) });
  });

  it('fails the call at the last retry when even the lookup fails, rather than leave it placing', async () => {
    const before = standIn.createdCalls().length;
    standIn.nextCreateReplies.push({ status: 500, body: { message: 'Internal Server Error' } });
    const call = await harness.services.channels.voice.queue({
      idempotencyKey: 'tw-call-lookup-down',
      to: '+12125550131',
      message: 'This is your daily check-in.',
      inputMode: 'both',
      kind: 'test',
    });
    await expect(harness.runJob(PLACE_CALL_JOB, { callId: call.id })).rejects.toThrow();
    standIn.faultFor = (request) =>
      request.method === 'GET'
        ? { status: 503, body: { message: 'Service Unavailable' } }
        : undefined;
    try {
      await harness.runJob(PLACE_CALL_JOB, { callId: call.id }, 3);
    } finally {
      standIn.faultFor = undefined;
    }
    const [row] = await harness.database.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.id, call.id));
    expect(row?.status).toBe('failed');
    expect(standIn.createdCalls().length - before).toBe(1);
  });
});

describe('webhooks in Twilio mode', () => {
  const url = 'https://checkin.example/webhooks/sms';
  const post = (params: Record<string, string>, signature?: string) =>
    harness.app.request('/webhooks/sms', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature ? { 'x-twilio-signature': signature } : {}),
      },
      body: new URLSearchParams(params).toString(),
    });
  const stored = async (sid: string) =>
    harness.database.db.select().from(inboundSms).where(eq(inboundSms.providerSid, sid));

  it('accepts a request signed by the SDK with the account auth token, against the public URL', async () => {
    const params = {
      MessageSid: 'SMtw1',
      AccountSid: accountSid,
      From: '+12125550140',
      To: fromNumber,
      Body: 'Yes',
    };
    const response = await post(params, twilio.getExpectedTwilioSignature(authToken, url, params));
    expect(response.status).toBe(200);
    expect(await stored('SMtw1')).toHaveLength(1);
  });

  it('rejects a signature made with another token, or for the local host name, and changes nothing', async () => {
    const params = {
      MessageSid: 'SMtw2',
      AccountSid: accountSid,
      From: '+12125550141',
      To: fromNumber,
      Body: 'STOP',
    };
    const wrongToken = twilio.getExpectedTwilioSignature('some-other-token', url, params);
    const wrongUrl = twilio.getExpectedTwilioSignature(
      authToken,
      'http://localhost/webhooks/sms',
      params,
    );
    expect((await post(params, wrongToken)).status).toBe(403);
    expect((await post(params, wrongUrl)).status).toBe(403);
    expect(await stored('SMtw2')).toHaveLength(0);
    expect(await sms().isOptedOut('+12125550141')).toBe(false);
  });

  it('rejects parameters changed after signing', async () => {
    const params = {
      MessageSid: 'SMtw3',
      AccountSid: accountSid,
      From: '+12125550142',
      To: fromNumber,
      Body: 'Yes',
    };
    const signature = twilio.getExpectedTwilioSignature(authToken, url, params);
    expect((await post({ ...params, Body: 'STOP' }, signature)).status).toBe(403);
    expect(await stored('SMtw3')).toHaveLength(0);
  });
});

describe('a request that timed out', () => {
  let slowProvider: TwilioStandIn;
  let slow: TestHarness;

  beforeAll(async () => {
    slowProvider = await new TwilioStandIn().start();
    slow = await createTestHarness({
      env: twilioEnv,
      // The SDK gives up after 0.6 s; an attempt that failed with an answer is tried again half a
      // second later, one that got none after a two-second lease. In production: 30 s; 5 s; 2 min.
      twilioHttpClient: slowProvider.requestClient({ timeout: 600 }),
      smsOutboxTimes: { retryDelaySeconds: 0.5, leaseSeconds: 2 },
    });
  });
  afterAll(async () => {
    await slow?.close();
    await slowProvider?.close();
  });

  it('to send a text is looked up a lease later, and found there, not sent again', async () => {
    // The provider creates the text 1.5 s after the request came: 0.9 s after the client gave
    // up, later than a retry's delay would look, sooner than a lease.
    slowProvider.faultFor = (request) =>
      request.method === 'POST'
        ? { hang: true, createsAnyway: true, createsAfterMs: 1500 }
        : undefined;
    const queued = await slow.services.channels.sms.queue({
      idempotencyKey: 'tw-late',
      to: '+12125550129',
      body: 'Late but once',
      kind: 'test',
    });
    const attempted = Date.now();
    await slow.runJob(SEND_SMS_JOB, {});
    slowProvider.faultFor = undefined;
    const [afterTimeout] = await slow.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.id, queued.id));
    expect(afterTimeout).toMatchObject({ status: 'sending', attempts: 1 });
    // Not tried again after the retry delay, when the provider had not made it yet: a lease on.
    expect(afterTimeout!.sendAfter.getTime()).toBeGreaterThanOrEqual(attempted + 2000);

    // The retry, when it is due, finds the text the provider made meanwhile. (On a loaded
    // machine the provider's 1.5 s can end after the 2 s lease: the retry then waits for it,
    // which is the order this case is about.)
    await vi.waitFor(() => expect(slowProvider.createdMessages()).toHaveLength(1), {
      timeout: 10_000,
    });
    // Until the retry is due by the wall clock the outbox reads. A timer alone can end early:
    // Node counts its delay from the event loop's cached time, which trails the wall clock by
    // however long the current turn of the loop has run (long on a loaded machine), and then the
    // outbox found nothing due and the text stayed as it was.
    const due = afterTimeout!.sendAfter.getTime();
    while (Date.now() < due)
      await new Promise((resolve) => setTimeout(resolve, due - Date.now() + 1));
    await slow.runJob(SEND_SMS_JOB, {});

    // One request to create it, and one text at the provider.
    expect(slowProvider.createdMessages()).toHaveLength(1);
    expect(slowProvider.created.map(({ form }) => form.Body)).toEqual(['Late but once']);
    const [row] = await slow.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.id, queued.id));
    expect(row).toMatchObject({ status: 'accepted', attempts: 2 });
  });

  it('to place a call is looked up a lease later, and found there, not placed again', async () => {
    slowProvider.faultFor = (request) =>
      request.method === 'POST'
        ? { hang: true, createsAnyway: true, createsAfterMs: 1500 }
        : undefined;
    const call = await slow.services.channels.voice.queue({
      idempotencyKey: 'tw-late-call',
      to: '+12125550132',
      message: 'This is your daily check-in.',
      inputMode: 'both',
      kind: 'test',
    });
    const attempted = Date.now();
    await slow.runJob(PLACE_CALL_JOB, { callId: call.id });
    slowProvider.faultFor = undefined;

    // The attempt after it, when the queue would run it, and once the provider has made the call
    // (as for the text above).
    await vi.waitFor(() => expect(slowProvider.createdCalls()).toHaveLength(1), {
      timeout: 10_000,
    });
    const [next] = await selectRows<{ startAfter: Date }>(
      slow.database.db,
      sql`select start_after as "startAfter" from pgboss.job
          where name = ${PLACE_CALL_JOB} and data->>'callId' = ${call.id}
          order by created_on desc limit 1`,
    );
    // Looked up a lease after the attempt, not sooner.
    expect(new Date(next!.startAfter).getTime()).toBeGreaterThanOrEqual(attempted + 2000);
    // By the wall clock, as for the text above: a timer alone can end early.
    const lookup = new Date(next!.startAfter).getTime();
    while (Date.now() < lookup)
      await new Promise((resolve) => setTimeout(resolve, lookup - Date.now() + 1));
    await slow.runJob(PLACE_CALL_JOB, { callId: call.id });

    expect(slowProvider.createdCalls()).toHaveLength(1);
    expect(slowProvider.created.filter(({ kind }) => kind === 'call')).toHaveLength(1);
    const [row] = await slow.database.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.id, call.id));
    expect(row).toMatchObject({ status: 'placed', providerSid: expect.stringMatching(/^CA/) });
  });
});
