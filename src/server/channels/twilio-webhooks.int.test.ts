import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundSms } from '../db/schema';
import type { TestHarness } from '../test/test-app';
import { TwilioStandIn } from '../test/twilio-stand-in';
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
