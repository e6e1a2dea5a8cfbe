import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import type { PhoneEvent } from '@/shared/dev-tools';
import { settingsMessages, TEST_SMS_PER_HOUR } from '@/shared/settings';
import { settingsHelpers } from './settings.support';
import { createTestSmsService } from './test-sms-service';

// Test SMS: sending them, within the hour's allowance. Who may be texted: test-sms-numbers.
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

const { call, userIdOf, sendTestSms, ownNumber, testTextsTo } = settingsHelpers(() => harness);

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
