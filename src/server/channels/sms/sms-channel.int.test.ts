import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { SEND_SMS_JOB } from './sms-channel';
import { smsHelpers } from './sms-channel.support';
import { claimDueSms } from './sms-repository';

// Sending a text; STOP, START and HELP: compliance-keywords.int.test.ts; the inbound webhook:
// sms-webhook.int.test.ts.
let harness: TestHarness;
let phoneNumber = 0;
// Each test texts its own number, so threads and opt-outs never mix between tests.
let phone: string;

beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(() => {
  phone = `+1212555${String(1000 + phoneNumber++).padStart(4, '0')}`;
});

const { sms, simulator, networkTexts, messageRow } = smsHelpers(() => harness);

describe('sending a text', () => {
  it('sends a queued text exactly once, however often its job runs or it is queued', async () => {
    const queued = await sms().queue({
      idempotencyKey: 'once-1',
      to: phone,
      body: 'Good morning!',
      kind: 'test',
    });
    expect(queued.status).toBe('queued');

    await harness.runJob(SEND_SMS_JOB, {});
    await harness.runJob(SEND_SMS_JOB, {});
    const again = await sms().queue({
      idempotencyKey: 'once-1',
      to: phone,
      body: 'Good morning!',
      kind: 'test',
    });
    await harness.runJob(SEND_SMS_JOB, {});

    expect(again.id).toBe(queued.id);
    const carried = await networkTexts(phone);
    expect(carried.map((event) => event.body)).toEqual(['Good morning!']);
    const row = await messageRow(queued.id);
    expect(row.status).toBe('accepted');
    expect(row.providerSid).toBe(carried[0]!.sid);
    expect(row.attempts).toBe(1);
  });

  it('records delivery from the status callbacks', async () => {
    const queued = await sms().queue({
      idempotencyKey: 'status-1',
      to: phone,
      body: 'Hello',
      kind: 'test',
    });
    await harness.runJob(SEND_SMS_JOB, {});
    const { providerSid } = await messageRow(queued.id);

    await harness.runJob('simulator-deliver', { sid: providerSid });

    const row = await messageRow(queued.id);
    expect(row.status).toBe('delivered');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.deliveredAt).toBeInstanceOf(Date);
  });

  it('never moves a status backwards when reports arrive out of order', async () => {
    const queued = await sms().queue({
      idempotencyKey: 'order-1',
      to: phone,
      body: 'Hi',
      kind: 'test',
    });
    await harness.runJob(SEND_SMS_JOB, {});
    const { providerSid } = await messageRow(queued.id);
    await sms().handleStatus({ providerSid: providerSid!, status: 'delivered' });
    await sms().handleStatus({ providerSid: providerSid!, status: 'sent' });
    expect((await messageRow(queued.id)).status).toBe('delivered');
  });

  it('after an attempt whose outcome was lost, finds the text at the provider instead of sending again', async () => {
    const queued = await sms().queue({
      idempotencyKey: 'lost-1',
      to: phone,
      body: 'Are you OK?',
      kind: 'test',
    });
    // A worker claimed the message and the provider accepted it, then the process died before
    // the answer was recorded; its claim has run out.
    const now = new Date();
    await claimDueSms(harness.database.db, { now, leaseUntil: now, limit: 10 });
    await simulator().smsProvider.sendBatch([
      {
        to: phone,
        from: queued.fromNumber,
        body: queued.body,
        statusCallbackUrl: 'http://app.test/webhooks/sms/status',
        reference: queued.idempotencyKey,
      },
    ]);

    await harness.runJob(SEND_SMS_JOB, {});

    expect(await networkTexts(phone)).toHaveLength(1);
    const row = await messageRow(queued.id);
    expect(row.status).toBe('accepted');
    expect(row.attempts).toBe(2);
  });
});
