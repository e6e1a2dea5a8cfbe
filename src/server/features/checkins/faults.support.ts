import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SEND_EMAIL_JOB } from '../../channels/email/email-channel';
import { SEND_SMS_JOB } from '../../channels/sms/sms-channel';
import { PLACE_CALL_JOB } from '../../channels/voice/voice-channel';
import { selectRows } from '../../db/client';
import { setUpFamilies } from '../../test/fault-families';
import { PhoneNetwork } from '../../test/phone-network';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { TwilioStandIn, type Fault } from '../../test/twilio-stand-in';

/**
 * The fault test's rig (faults.int.test.ts): the service in Twilio mode on a clock of its own,
 * against a stand-in for Twilio that fails every request while the provider is down, and the
 * phones that answer for the families. The waits and steps the test is written with:
 * faults-steps.support.ts.
 */

const accountSid = 'AC00000000000000000000000000000002';
const authToken = 'fault-test-auth-token-0123456789';
export const fromNumber = '+15017122662';
export const publicUrl = 'https://checkin.example';
export const onPostgres = testDatabaseKind === 'postgres';

/**
 * What the provider does while it is down: every request fails, the kinds taken in turn. Two
 * of them are the ambiguous ones: the request times out or errs after the provider created
 * the text or call (and it rings or arrives all the same).
 */
export const createFaults: Fault[] = [
  { status: 500, body: { code: 20500, message: 'Internal Server Error' } },
  { status: 429, body: { code: 20429, message: 'Too Many Requests' } },
  { hang: true },
  { hang: true, createsAnyway: true },
  { status: 502, body: { message: 'Bad Gateway' }, createsAnyway: true },
  { status: 503, body: { code: 20503, message: 'Service Unavailable' } },
];
const lookupFaults: Fault[] = [
  { status: 503, body: { message: 'Service Unavailable' } },
  { hang: true },
];

export type FaultRig = ReturnType<typeof faultRig>;

export function faultRig() {
  // Monday 12 January 2026 (EST). The provider is down from 14:00:00Z (9:00 AM in New York) for
  // one minute, as the peak's texts and the first follow-up calls go out.
  let now = new Date('2026-01-12T12:55:00Z');
  const at = (time: string) => {
    now = new Date(`2026-01-12T${time}Z`);
  };
  const providerDown = () =>
    now >= new Date('2026-01-12T14:00:00Z') && now < new Date('2026-01-12T14:01:00Z');

  let standIn: TwilioStandIn;
  let harness: TestHarness;
  let network: PhoneNetwork;
  let family: Awaited<ReturnType<typeof setUpFamilies>>;

  const faults = {
    message: 0,
    call: 0,
    lookup: 0,
    ambiguous: { message: 0, call: 0 },
  };

  /**
   * On PostgreSQL: drops every connection to this test's own database (the app's pool and
   * pg-boss's; other test files' databases on the same server are left alone). The embedded
   * database runs in this process and has no connection to drop, so on PGlite this does nothing
   * and only the provider fails.
   */
  let dropConnections = async () => 0;
  let admin: pg.Client | undefined;

  async function start() {
    standIn = await new TwilioStandIn().start();
    standIn.faultFor = (request) => {
      if (!providerDown()) return undefined;
      if (request.method === 'GET') return lookupFaults[faults.lookup++ % lookupFaults.length];
      const kind = request.path.endsWith('/Calls.json') ? 'call' : 'message';
      const fault = createFaults[faults[kind]++ % createFaults.length]!;
      if (fault.createsAnyway) faults.ambiguous[kind] += 1;
      return fault;
    };
    harness = await createTestHarness({
      env: {
        TWILIO_ACCOUNT_SID: accountSid,
        TWILIO_AUTH_TOKEN: authToken,
        TWILIO_FROM_NUMBER: fromNumber,
        PUBLIC_URL: publicUrl,
        // A number that takes the peak (a short code's rate): Twilio mode's default of one text a
        // second would spread a hundred texts over as many seconds.
        SMS_MESSAGES_PER_SECOND: '25',
      },
      // The SDK's 30-second timeout, shortened with the rest of the test's time.
      twilioHttpClient: standIn.requestClient({ timeout: 1500 }),
      // The texts' retries and claims on the test's time, like the jobs' below: a retry a fifth as
      // late as the service's (1 s, doubling), a claim that outlasts the shortened timeout's batch.
      smsOutboxTimes: { retryDelaySeconds: 1, leaseSeconds: 24 },
      clock: { now: () => new Date(now) },
      start: true,
      poolSize: 6,
      // Stuck jobs are looked for every 5 s rather than every minute, with the expiry below.
      expiryCheckSeconds: 5,
    });
    // Time runs faster here: the retry delays (5 s for texts, 10 s for calls and e-mail, doubling)
    // are cut to a fifth, as the one-minute outage is cut to seconds. The retry limits are real.
    // So is the two minutes after which a job counts as failed: an attempt whose outcome pg-boss
    // could not record, because its connection was dropped just then, stays "active" until it
    // expires, and only then is tried again.
    const boss = harness.services.queue.boss;
    await boss.updateQueue(SEND_SMS_JOB, { retryDelay: 1, expireInSeconds: 24 });
    await boss.updateQueue(PLACE_CALL_JOB, { retryDelay: 2, expireInSeconds: 24 });
    await boss.updateQueue(SEND_EMAIL_JOB, { retryDelay: 2, expireInSeconds: 24 });
    if (onPostgres) {
      const [{ name }] = (await selectRows<{ name: string }>(
        harness.database.db,
        sql`select current_database() as name`,
      )) as [{ name: string }];
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      dropConnections = async () => {
        const { rows } = await admin!.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        );
        return rows.length;
      };
    }
    family = await setUpFamilies(harness.database.db);
    network = new PhoneNetwork({
      standIn,
      request: (path, init) => harness.app.request(path, init),
      authToken,
      callAction: (phone) =>
        family.parents.find((parent) => parent.phone === phone)?.call ?? 'no-answer',
    });
    network.start();
  }

  async function close() {
    await network?.stop();
    await admin?.end();
    await harness?.close();
    await standIn?.close();
  }

  return {
    start,
    close,
    get standIn() {
      return standIn;
    },
    get harness() {
      return harness;
    },
    get network() {
      return network;
    },
    get family() {
      return family;
    },
    faults,
    at,
    dropConnections: () => dropConnections(),
  };
}
