import { count, eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inboundSms } from '../../db/schema';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { SIMULATOR_AUTH_TOKEN } from '../simulator/webhook-poster';
import { smsHelpers } from './sms-channel.support';

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

const { sms } = smsHelpers(() => harness);

describe('the inbound webhook', () => {
  const post = (
    params: Record<string, string>,
    signature?: string,
    url = 'http://app.test/webhooks/sms',
  ) =>
    harness.app.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature ? { 'x-twilio-signature': signature } : {}),
      },
      body: new URLSearchParams(params).toString(),
    });

  const inboundCount = async (sid: string) =>
    (
      await harness.database.db
        .select({ n: count() })
        .from(inboundSms)
        .where(eq(inboundSms.providerSid, sid))
    )[0]!.n;

  it('rejects a missing or wrong signature with 403 and records nothing', async () => {
    const params = {
      MessageSid: 'SMbad1',
      From: phone,
      To: harness.config.sms.fromNumber,
      Body: 'STOP',
    };
    expect((await post(params)).status).toBe(403);
    expect((await post(params, 'not-a-signature')).status).toBe(403);
    const forOtherUrl = twilio.getExpectedTwilioSignature(
      SIMULATOR_AUTH_TOKEN,
      'http://elsewhere.test/webhooks/sms',
      params,
    );
    expect((await post(params, forOtherUrl)).status).toBe(403);
    expect(await inboundCount('SMbad1')).toBe(0);
    expect(await sms().isOptedOut(phone)).toBe(false);
  });

  it('accepts a request signed with the provider SDK helper, and a retried webhook counts once', async () => {
    const params = {
      MessageSid: 'SMgood1',
      From: phone,
      To: harness.config.sms.fromNumber,
      Body: 'hello',
    };
    const signature = twilio.getExpectedTwilioSignature(
      SIMULATOR_AUTH_TOKEN,
      'http://app.test/webhooks/sms',
      params,
    );
    const response = await post(params, signature);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/xml');
    expect(await response.text()).toContain('<Response');
    await post(params, signature);
    expect(await inboundCount('SMgood1')).toBe(1);
  });
});
