import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEND_SMS_JOB } from './server/channels/sms/sms-channel';
import { createTestHarness, type TestHarness } from './server/test/test-app';
import { changeClock, getDevStatus } from './web/features/dev-tools/api/dev-status';
import { getEmail, getMailbox } from './web/features/dev-tools/api/mailbox';
import { getPhoneThread, getPhoneThreads, replyAsPhone } from './web/features/dev-tools/api/phone';
import { sendTest } from './web/features/dev-tools/api/send-test';
import {
  clearStandInWarning,
  getStandInWarnings,
  pollWeatherNow,
  raiseStandInWarning,
} from './web/features/dev-tools/api/weather';
import { getPublicConfig } from './web/lib/api/public-config';
import { browserFetch, failOnLoggedErrors } from './contract.support';

// The contract between the server and the developer tools' screens (see contract.int.test.ts).

/** The session cookie the stubbed fetch sends: none here. */
let cookie: string | undefined;
/** The app the browser talks to: one with the dev tools mounted. */
let target: TestHarness;
const appFetch = browserFetch(() => ({ cookie, target }));

beforeAll(() => {
  vi.stubGlobal('fetch', appFetch);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

failOnLoggedErrors();

describe('the dev tools', () => {
  // They are mounted only with their own adjustable clock: a second app, as `npm start` runs.
  let devHarness: TestHarness;
  beforeAll(async () => {
    // Real time, as on a developer's machine (tests otherwise start at 1:00 PM in New York).
    devHarness = await createTestHarness({ env: { DEV_CLOCK_AT: '' } });
  });
  afterAll(async () => {
    await devHarness.close();
  });

  it('reads the clock, the mailbox and the phone simulator', async () => {
    target = devHarness;
    cookie = undefined;
    expect(await getPublicConfig()).toMatchObject({ devTools: true });
    expect((await changeClock({ advanceMinutes: 30 })).offsetMinutes).toBe(30);
    expect((await getDevStatus()).offsetMinutes).toBe(30);
    await sendTest({ channel: 'email', to: 'someone@example.com', body: 'Hello' });
    await sendTest({ channel: 'sms', to: '(646) 555-0177', body: 'Hi there' });
    await devHarness.runJob(SEND_SMS_JOB, {});
    const [newest] = await getMailbox();
    expect(await getEmail(newest!.id)).toMatchObject({ to: 'someone@example.com' });
    expect(await getPhoneThreads()).toMatchObject([{ phone: '+16465550177' }]);
    expect(await replyAsPhone('+16465550177', 'Thanks')).toMatchObject({ sid: expect.any(String) });
    expect((await getPhoneThread('+16465550177')).map((event) => event.body)).toContain('Hi there');
  });

  it('raises, lists, polls and clears a warning in the weather stand-in', async () => {
    target = devHarness;
    cookie = undefined;
    const raised = await raiseStandInWarning({ zip: '85004', kind: 'Tornado Warning', hours: 2 });
    expect(raised.warnings).toMatchObject([{ zip: '85004', place: 'Phoenix, AZ' }]);
    expect((await pollWeatherNow()).warnings).toHaveLength(1);
    expect(await clearStandInWarning(raised.warnings[0]!.id)).toEqual({ ok: true });
    expect((await getStandInWarnings()).warnings).toEqual([]);
  });
});
