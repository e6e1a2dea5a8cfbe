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
 * With DATABASE_URL, a scratch database is created on that server and dropped afterwards.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { parents: { type: 'string' }, concurrency: { type: 'string' } },
});
const parentCount = Number(values.parents ?? 10_000);
// Send jobs and webhooks in flight at once, as a worker's job slots and a web process would
// have them. The embedded database has one connection, so there it changes little.
const concurrency = Number(values.concurrency ?? 8);
if (process.env.DATABASE_URL) {
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
}

const { inArray, eq } = await import('drizzle-orm');
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

console.log('Sending…');
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
const texts = await db
  .select({ id: schema.smsMessages.id })
  .from(schema.smsMessages)
  .where(eq(schema.smsMessages.kind, 'checkin'));

console.log('Replying…');
const simulator = harness.services.channels.simulator!;
const replyStart = performance.now();
await inParallel(phones, (phone) =>
  simulator.textFromPhone(phone, harness.config.sms.fromNumber, 'YES'),
);
const replied = performance.now();
const answered = await db
  .select({ id: schema.checkIns.id })
  .from(schema.checkIns)
  .where(eq(schema.checkIns.status, 'ok'));

clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
console.log(`
Parents due at the same minute   ${parentCount.toLocaleString()}  (${concurrency} at a time)
Check-ins created (sweep)        ${seconds(swept - sendStart)} s
Every text handed to provider    ${seconds(handedOver - sendStart)} s  (${texts.length.toLocaleString()} texts, ${Math.round(texts.length / ((handedOver - sendStart) / 1000))} per second)
YES replies through the webhook  ${seconds(replied - replyStart)} s  (${answered.length.toLocaleString()} answered, ${Math.round(phones.length / ((replied - replyStart) / 1000))} per second)
Peak memory (RSS)                ${Math.round(peakRss / 1024 / 1024)} MB`);
await harness.close();
