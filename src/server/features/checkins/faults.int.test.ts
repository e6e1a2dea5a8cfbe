import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_EMAIL_JOB } from '../../channels/email/email-channel';
import { SEND_SMS_JOB } from '../../channels/sms/sms-channel';
import { PLACE_CALL_JOB } from '../../channels/voice/voice-channel';
import { selectRows } from '../../db/client';
import { checkIns } from '../../db/schema';
import { PhoneNetwork } from '../../test/phone-network';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { TwilioStandIn, type Fault } from '../../test/twilio-stand-in';
import { setUpFamilies, type Cohort } from '../../test/fault-families';
import { assertWhatThePhonesGot, assertWhatWasStored } from '../../test/fault-outcomes';

/**
 * The morning peak with the phone provider failing for a minute, and on PostgreSQL the database
 * dropping every connection several times in that minute: afterwards every parent got the day's
 * text once, every silent parent one call, and every family member each notice once.
 */

const accountSid = 'AC00000000000000000000000000000002';
const authToken = 'fault-test-auth-token-0123456789';
const fromNumber = '+15017122662';
const publicUrl = 'https://checkin.example';
const onPostgres = testDatabaseKind === 'postgres';

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

/**
 * What the provider does while it is down: every request fails, the kinds taken in turn. Two
 * of them are the ambiguous ones: the request times out or errs after the provider created
 * the text or call (and it rings or arrives all the same).
 */
const createFaults: Fault[] = [
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

beforeAll(async () => {
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
}, 120_000);

afterAll(async () => {
  await network?.stop();
  await admin?.end();
  await harness?.close();
  await standIn?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `check` holds. Queries made while the database is unreachable fail; those are
 * tried again, as everything else in the service is.
 */
async function until(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 45_000,
  state?: () => Promise<unknown>,
) {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    network.assertWorking();
    try {
      if (await check()) return;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    await pause(100);
  }
  const seen = state ? `; state: ${JSON.stringify(await state().catch(String), null, 1)}` : '';
  throw new Error(`gave up waiting until ${what}${seen}`, { cause: lastError });
}

/** The texts and calls not yet settled, with when they are next tried: what a failed wait reports. */
async function unsettledWork() {
  return selectRows(
    harness.database.db,
    sql`select 'text' as what, m.id, m.kind, m.status, m.attempts, m.send_started_at,
          m.send_after as next_attempt, m.error_message, pgboss.job_now() as job_now
        from sms_messages m
        where m.status in ('queued', 'sending')
      union all
      select 'call', c.id, null, c.status, c.attempts, null, j.start_after, j.state,
          pgboss.job_now()
        from voice_calls c left join pgboss.job j on j.id::text = c.id::text
        where c.status in ('queued', 'placing')`,
  );
}

/**
 * The minute's sweep. One that fails on a dropped connection is run again, as the next
 * minute's would be.
 */
async function sweep() {
  await until('a sweep completes', async () => {
    await harness.runJob('check-in-sweep', {});
    return true;
  });
}

const rowsOf = async (cohort?: Cohort) => {
  const rows = await harness.database.db.select().from(checkIns);
  const ids = new Set(
    family.parents
      .filter((parent) => !cohort || parent.cohort === cohort)
      .map((parent) => parent.id),
  );
  return rows.filter((row) => ids.has(row.parentId));
};
const open = (row: { status: string }) => row.status === 'awaiting' || row.status === 'calling';

/** Parents text back, through the provider's inbound webhook. */
async function replies(cohort: Cohort) {
  for (const [index, parent] of family.parents.entries()) {
    if (parent.cohort !== cohort || !parent.reply) continue;
    await network.text(publicUrl, `SMreply${index}`, parent.phone, fromNumber, parent.reply);
  }
}

/** True once no text, call or e-mail is still waiting to be sent or reported. */
async function settled() {
  const [counts] = await selectRows<{ texts: number; calls: number; emails: number }>(
    harness.database.db,
    sql`select
      (select count(*)::int from sms_messages where status not in ('delivered', 'failed', 'blocked')) as texts,
      (select count(*)::int from voice_calls where status not in ('completed', 'no-answer', 'busy', 'failed', 'canceled')) as calls,
      (select count(*)::int from emails where status not in ('sent', 'failed')) as emails`,
  );
  return network.idle && counts!.texts + counts!.calls + counts!.emails === 0;
}

describe('the morning peak through a minute of faults', () => {
  it(
    onPostgres
      ? 'sends every text and call once and tells every family, with the provider failing and the database dropping its connections'
      : 'sends every text and call once and tells every family, with the provider failing',
    async () => {
      // Before the outage: the 8:00 and 8:30 AM texts go out and are delivered.
      at('13:00:00');
      await sweep();
      await until('the 8:00 AM texts are delivered', async () =>
        (await rowsOf('calls-in-outage')).every((row) => row.deliveredAt),
      );
      at('13:30:00');
      await sweep();
      await until('the 8:30 AM texts are delivered', async () =>
        (await rowsOf('replies-in-outage')).every((row) => row.deliveredAt),
      );

      // The outage: the peak's texts and the 8:00 AM follow-up calls fall due; the 8:30 AM
      // parents reply, so their thanks and their families' notices go out in it too.
      at('14:00:00');
      network.holdCallbacks = true;
      let dropped = await dropConnections();
      await sweep();
      dropped += await dropConnections();
      await replies('replies-in-outage');
      // The minute passes at the test's pace: twenty seconds in four, like the retry delays.
      for (const time of ['14:00:20', '14:00:40']) {
        await pause(4000);
        at(time);
        dropped += await dropConnections();
        await sweep();
      }
      await pause(4000);
      // However slow the machine, the outage has met a round of every kind of failure.
      await until('the outage has failed texts and calls in every way', async () => {
        return faults.message >= 2 * createFaults.length && faults.call >= createFaults.length;
      });
      if (onPostgres) expect(dropped).toBeGreaterThan(0);

      // The provider is back. Its callbacks come only once every attempt it failed has been
      // settled through its API: an attempt that did get through must be found there, not made
      // again.
      at('14:01:00');
      await sweep();
      await until(
        'every text and call is settled with the provider',
        async () => {
          const [unsettled] = await selectRows<{ count: number }>(
            harness.database.db,
            sql`select (select count(*)::int from sms_messages where status in ('queued', 'sending'))
            + (select count(*)::int from voice_calls where status in ('queued', 'placing')) as count`,
          );
          return unsettled!.count === 0;
        },
        45_000,
        unsettledWork,
      );
      network.holdCallbacks = false;
      await until(
        'the peak’s texts are delivered and the outage’s calls and replies done',
        async () =>
          (await rowsOf()).every((row) =>
            family.parents.find((parent) => parent.id === row.parentId)!.cohort === 'peak'
              ? row.deliveredAt
              : !open(row),
          ),
      );
      at('14:05:00');
      await replies('peak');
      await until('the peak’s replies are recorded', async () =>
        (await rowsOf('peak')).every(
          (row) =>
            !family.parents.find((parent) => parent.id === row.parentId)!.reply || !open(row),
        ),
      );
      // An hour after delivery, the peak's silent parents are called.
      at('15:05:00');
      await sweep();
      await until('every call has its answer', async () =>
        (await rowsOf()).every((row) => !open(row)),
      );
      at('15:20:00');
      await sweep();
      await until('every text, call and e-mail is done', settled);

      // The provider saw its ambiguous failures, and still each text and call was made once.
      expect(faults.message).toBeGreaterThan(createFaults.length);
      expect(faults.ambiguous.message).toBeGreaterThan(0);
      expect(faults.ambiguous.call).toBeGreaterThan(0);
      expect(faults.lookup).toBeGreaterThan(0);
      assertWhatThePhonesGot(standIn.created, family);
      await assertWhatWasStored(harness.database.db, family);
    },
    120_000,
  );
});
