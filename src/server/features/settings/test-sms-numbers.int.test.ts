import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOptedOut } from '../../channels/sms/opt-outs';
import { smsMessages } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { toE164 } from '@/shared/phone';
import { settingsMessages } from '@/shared/settings';
import { settingsHelpers } from './settings.support';

// Test SMS: who may be texted, and what is refused. Sending them: test-sms.int.test.ts.
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

const { call, sendTestSms, ownNumber, testTextsTo } = settingsHelpers(() => harness);

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
});
