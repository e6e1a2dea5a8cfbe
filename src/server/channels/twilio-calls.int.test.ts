import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voiceCalls } from '../db/schema';
import type { TestHarness } from '../test/test-app';
import { TwilioStandIn } from '../test/twilio-stand-in';
import { fromNumber, twilioHarness } from './twilio-mode.support';
import { PLACE_CALL_JOB } from './voice/voice-channel';

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
