/**
 * `npm run bench:engine`: N parents all due at the same minute. Reports the time from the due
 * minute until every text has been handed to the provider (the simulator, no rate limit), texts
 * per second, then N YES replies pushed through the webhook handler and replies per second, and
 * the process's peak memory.
 *
 *   npm run bench:engine                       # 10,000 parents on the embedded database
 *   npm run bench:engine -- --concurrency 16   # send jobs and webhooks in flight at once (8)
 *   DATABASE_URL=postgres://… npm run bench:engine -- --parents 100000
 *
 * With DATABASE_URL, a scratch database is created on that server and dropped afterwards, and
 * pgbench's read/write test runs on the same server after the engine's phases: the figures are
 * also given as a ratio to its transactions per second (see pgbench.ts).
 *
 *   npm run bench:engine -- --statements       # where each phase's statements spent their time
 *   npm run bench:engine -- --history-days 90  # each parent has already had 90 days
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    parents: { type: 'string' },
    concurrency: { type: 'string' },
    statements: { type: 'boolean' },
    'history-days': { type: 'string' },
  },
});
const parentCount = Number(values.parents ?? 10_000);
// Send jobs and webhooks in flight at once, as a worker's job slots and a web process would
// have them. The embedded database has one connection, so there it changes little.
const concurrency = Number(values.concurrency ?? 8);
// Days of answered check-ins each parent already has, as a service that has run for a while
// does: the tables grow with days as well as with parents.
const historyDays = Number(values['history-days'] ?? 0);
if (process.env.DATABASE_URL) {
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
}

const trace = values.statements ? await import('./statement-timings') : undefined;
trace?.timeStatements();
const { and, eq, gte, inArray } = await import('drizzle-orm');
const { SEND_SMS_JOB } = await import('../src/server/channels/sms/sms-channel');
const schema = await import('../src/server/db/schema');
const { createTestHarness } = await import('../src/server/test/test-app');

/** Runs `work` over `items`, `concurrency` at a time. */
async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

// 9:00 AM in New York on a Tuesday; every parent's message time.
const dueMinute = new Date('2026-04-14T13:00:00Z');
const clock = { now: () => new Date(dueMinute) };
const harness = await createTestHarness({ clock, poolSize: concurrency + 4 });
const { db } = harness.database;

console.log(
  `Setting up ${parentCount.toLocaleString()} parents on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}…`,
);
const phones: string[] = [];
const chunk = 1000;
for (let offset = 0; offset < parentCount; offset += chunk) {
  const size = Math.min(chunk, parentCount - offset);
  const owners = Array.from({ length: size }, (_, index) => ({
    id: randomUUID(),
    name: `Owner ${offset + index}`,
    email: `bench${offset + index}@bench.example`,
  }));
  await db.insert(schema.users).values(owners);
  await db.insert(schema.subscriptions).values(
    owners.map((owner) => ({
      userId: owner.id,
      provider: 'demo',
      status: 'trialing',
      parentCount: 1,
      familyMemberCount: 1,
    })),
  );
  const batch = owners.map((owner, index) => {
    const number = offset + index;
    const phone = `+1${String(2_000_000_000 + number * 7).slice(0, 10)}`;
    phones.push(phone);
    return {
      userId: owner.id,
      firstName: `Parent${number}`,
      lastName: 'Bench',
      relationshipType: 'parent',
      phone,
      timezone: 'America/New_York',
      city: 'Town',
      state: 'Ohio',
      zipOrCounty: '00000',
      country: 'United States',
      messageTime: '09:00',
      personalityType: 'caring',
    };
  });
  const inserted = await db.insert(schema.parents).values(batch).returning();
  await db.insert(schema.consents).values(
    inserted.map((parent) => ({
      userId: parent.userId,
      subjectType: 'parent' as const,
      subjectId: parent.id,
      phone: parent.phone,
      status: 'verified' as const,
      verifiedAt: new Date(0),
      verifiedFrom: parent.phone,
    })),
  );
}

if (historyDays > 0) {
  console.log(`Adding ${historyDays} days of history to each parent…`);
  const { sql } = await import('drizzle-orm');
  await db.execute(sql`
    insert into check_ins (user_id, parent_id, local_date, status, body, created_at, updated_at)
    select p.user_id, p.id, to_char(date '2026-04-14' - d, 'YYYY-MM-DD'), 'ok', 'Good morning',
      ${dueMinute.toISOString()}::timestamptz - d * interval '1 day',
      ${dueMinute.toISOString()}::timestamptz - d * interval '1 day'
    from parents p, generate_series(1, ${historyDays}) d`);
  await db.execute(sql`analyze`);
}

console.log('Sending…');
await trace?.startPhase(db);
const sendStart = performance.now();
for (;;) {
  const { sent, skipped } = await harness.services.checkIns.sweep();
  if (sent + skipped === 0) break;
}
const swept = performance.now();
for (;;) {
  const queued = await db
    .select({ id: schema.smsMessages.id })
    .from(schema.smsMessages)
    .where(inArray(schema.smsMessages.status, ['queued', 'sending']))
    .limit(5000);
  if (queued.length === 0) break;
  await inParallel(queued, ({ id }) => harness.runJob(SEND_SMS_JOB, { messageId: id }));
}
const handedOver = performance.now();
await trace?.printPhase(db, 'Sending (sweep and send jobs), per parent', parentCount);
const texts = await db
  .select({ id: schema.smsMessages.id })
  .from(schema.smsMessages)
  .where(eq(schema.smsMessages.kind, 'checkin'));

console.log('Replying…');
const simulator = harness.services.channels.simulator!;
await trace?.startPhase(db);
const replyStart = performance.now();
// The rate of each quarter of the replies: a rate that falls as the tables grow shows here as
// well as between runs of different sizes.
const quarterRates: number[] = [];
let done = 0;
let quarterDone = 0;
let quarterStart = replyStart;
await inParallel(phones, async (phone) => {
  await simulator.textFromPhone(phone, harness.config.sms.fromNumber, 'YES');
  done += 1;
  if (done % Math.ceil(phones.length / 4) === 0 || done === phones.length) {
    const now = performance.now();
    quarterRates.push(Math.round((done - quarterDone) / ((now - quarterStart) / 1000)));
    quarterDone = done;
    quarterStart = now;
  }
});
const replied = performance.now();
await trace?.printPhase(db, 'Replying, per YES', parentCount);
const answered = await db
  .select({ id: schema.checkIns.id })
  .from(schema.checkIns)
  // Today's only: the history's days are answered too.
  .where(and(eq(schema.checkIns.status, 'ok'), gte(schema.checkIns.createdAt, dueMinute)));

clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const textsPerSecond = texts.length / ((handedOver - sendStart) / 1000);
const repliesPerSecond = phones.length / ((replied - replyStart) / 1000);
// The yardstick, on the same server in the same run (after the engine's phases, so it does not
// compete with them).
const serverUrl = process.env.DATABASE_URL;
const tps = serverUrl ? await (await import('./pgbench')).pgbenchTps(serverUrl) : undefined;
const ratio = (rate: number) => (tps ? `${(rate / tps).toFixed(2)}× pgbench` : '');
console.log(`
Parents due at the same minute   ${parentCount.toLocaleString()}  (${concurrency} at a time, ${historyDays} days of history)
Check-ins created (sweep)        ${seconds(swept - sendStart)} s
Every text handed to provider    ${seconds(handedOver - sendStart)} s  (${texts.length.toLocaleString()} texts, ${Math.round(textsPerSecond)} per second)  ${ratio(textsPerSecond)}
YES replies through the webhook  ${seconds(replied - replyStart)} s  (${answered.length.toLocaleString()} answered, ${Math.round(repliesPerSecond)} per second)  ${ratio(repliesPerSecond)}
  by quarter, per second         ${quarterRates.join(' / ')}
Peak memory (RSS)                ${Math.round(peakRss / 1024 / 1024)} MB${
  tps === undefined
    ? ''
    : `\npgbench read/write               ${Math.round(tps)} tps  (8 clients, scale 10, same server)`
}`);
await harness.close();
