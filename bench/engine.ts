/**
 * `npm run bench:engine`: N parents all due at the same minute. Reports the time from the due
 * minute until every text has been handed to the provider (the simulator, no rate limit), texts
 * per second, then N YES replies pushed through the webhook and replies per second, and the
 * processes' peak memory.
 *
 *   npm run bench:engine                                # 10,000 parents on the embedded database
 *   DATABASE_URL=postgres://… npm run bench:engine -- --parents 100000 --workers 2
 *
 * The service runs as it does for real: the sweep and the outbox are worked by pg-boss workers.
 * Without --workers they run in this process beside the web app (ROLE=all, as `npm start` does);
 * with `--workers N` (PostgreSQL only) in N worker processes (ROLE=worker) while this process
 * is the web process that takes the replies' webhooks. The service clock reads a minute before
 * the due minute until the run starts, so nothing is sent while the parents are set up.
 *
 * With DATABASE_URL, a scratch database is created on that server and dropped afterwards, and
 * pgbench's read/write test runs on the same server after the engine's phases: the figures are
 * also given as a ratio to its transactions per second (see pgbench.ts).
 *
 *   --concurrency 8        webhooks in flight at once (the replies); a morning's peak has hundreds,
 *                          and 256 measures what the web process can take
 *   --statements           where each phase's statements spent their time (this process only)
 *   --history-days 90      each parent has already had 90 days
 *   --cpu-profile <prefix> V8's CPU profile of this process in each phase (<prefix>-send.cpuprofile,
 *                          <prefix>-replies.cpuprofile)
 *   --replies 20000        only so many of the parents reply (all by default)
 *   --cpu                  CPU milliseconds per text and per reply of this process, the workers
 *                          and the PostgreSQL server's processes, from /proc (Linux)
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { availableParallelism } from 'node:os';
import { cpuAvailable, cpuPerItem, readCpu, type CpuReading } from './process-cpu';
import { serviceNodeFlags } from './service-node-flags';

const { values } = parseArgs({
  options: {
    parents: { type: 'string' },
    concurrency: { type: 'string' },
    statements: { type: 'boolean' },
    'history-days': { type: 'string' },
    workers: { type: 'string' },
    'cpu-profile': { type: 'string' },
    replies: { type: 'string' },
    cpu: { type: 'boolean' },
  },
});
const parentCount = Number(values.parents ?? 10_000);
const concurrency = Number(values.concurrency ?? 8);
// Days of answered check-ins each parent already has, as a service that has run for a while
// does: the tables grow with days as well as with parents.
const historyDays = Number(values['history-days'] ?? 0);
const workerCount = Number(values.workers ?? 0);
// YES replies to push through the webhook (every parent's by default): a sample is enough for
// the rate, where a hundred thousand would take the better part of an hour.
const replyCount = Math.min(parentCount, Number(values.replies ?? parentCount));
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = serverUrl;
}
if (workerCount > 0 && !serverUrl) {
  console.error(
    'bench:engine: --workers needs DATABASE_URL (the embedded database is one process)',
  );
  process.exit(2);
}

const trace = values.statements ? await import('./statement-timings') : undefined;
trace?.timeStatements();
const { and, eq, gte, sql } = await import('drizzle-orm');
const { selectRows } = await import('../src/server/db/client');
const schema = await import('../src/server/db/schema');
const { createTestHarness } = await import('../src/server/test/test-app');
const { createSharedTestDatabase } = await import('../src/server/test/test-database');
const { seedPeakParents } = await import('../src/server/test/peak-parents');

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
let going = false;
const clock = {
  now: () => new Date(going ? dueMinute.getTime() : dueMinute.getTime() - 60_000),
};
const database = await createSharedTestDatabase();
// Connections for every webhook in flight, and the worker's own when it runs here.
const handle = await database.open(concurrency + 6);
const inProcess = workerCount === 0;
const harness = await createTestHarness({
  database: handle,
  clock,
  start: inProcess,
  pollingIntervalSeconds: 0.5,
});
if (inProcess) await harness.services.queue.boss.offWork('simulator-deliver');
const { db } = harness.database;

console.log(
  `Setting up ${parentCount.toLocaleString()} parents on ${serverUrl ? 'PostgreSQL' : 'the embedded database'}…`,
);
const phones = await seedPeakParents(db, parentCount);

if (historyDays > 0) {
  console.log(`Adding ${historyDays} days of history to each parent…`);
  await db.execute(sql`
    insert into check_ins (user_id, parent_id, local_date, status, body, created_at, updated_at)
    select p.user_id, p.id, to_char(date '2026-04-14' - d, 'YYYY-MM-DD'), 'ok', 'Good morning',
      ${dueMinute.toISOString()}::timestamptz - d * interval '1 day',
      ${dueMinute.toISOString()}::timestamptz - d * interval '1 day'
    from parents p, generate_series(1, ${historyDays}) d`);
}
await db.execute(sql`analyze`);

/** A worker process (bench/engine-worker.ts); resolves once it works jobs. */
function startWorker() {
  const child = spawn(
    process.execPath,
    [
      ...serviceNodeFlags,
      '--import',
      'tsx',
      fileURLToPath(new URL('./engine-worker.ts', import.meta.url)),
      '--database',
      database.target,
      '--due',
      dueMinute.toISOString(),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  let peak = 0;
  const ready = new Promise<void>((resolve) =>
    lines.on('line', (line) => {
      if (line === 'ready') resolve();
      else if (line.startsWith('{')) peak = (JSON.parse(line) as { peakRss: number }).peakRss;
    }),
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    pid: child.pid!,
    ready,
    go: () => child.stdin.write('go\n'),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      return peak;
    },
  };
}
const workers = Array.from({ length: workerCount }, startWorker);
await Promise.all(workers.map((worker) => worker.ready));

let swept: number | undefined;
/** Every check-in of the day created and its text handed to the provider. */
async function allHandedOver() {
  const [row] = await selectRows<{ created: number; waiting: number }>(
    db,
    sql`select (select count(*)::int from check_ins where created_at >= ${dueMinute.toISOString()}::timestamptz) as created,
      (select count(*)::int from sms_messages where status in ('queued', 'sending')) as waiting`,
  );
  if (row!.created === parentCount) swept ??= performance.now();
  return row!.created === parentCount && row!.waiting === 0;
}

console.log(
  `Sending (${inProcess ? 'the worker in this process' : `${workerCount} worker process${workerCount > 1 ? 'es' : ''}`})…`,
);
// --cpu-profile <prefix>: V8's CPU profile of this process in each phase, <prefix>-send and
// <prefix>-replies.cpuprofile (the worker's work is in it when the worker runs here).
const profiler = values['cpu-profile']
  ? new (await import('node:inspector/promises')).Session()
  : undefined;
profiler?.connect();
const profiling = {
  async start() {
    await profiler?.post('Profiler.enable');
    await profiler?.post('Profiler.start');
  },
  async stop(phase: string) {
    if (!profiler) return;
    const { profile } = await profiler.post('Profiler.stop');
    const file = `${values['cpu-profile']}-${phase}.cpuprofile`;
    (await import('node:fs')).writeFileSync(file, JSON.stringify(profile));
  },
};

// --cpu: the CPU each process spent on a phase, per item (see process-cpu.ts).
const cpuReadings = values.cpu && cpuAvailable;
const readPhaseCpu = () => (cpuReadings ? readCpu(workers.map((worker) => worker.pid)) : undefined);
const cpuLine = (before: CpuReading | undefined, after: CpuReading | undefined, items: number) => {
  if (!before || !after) return '';
  const cpu = cpuPerItem(before, after, items, availableParallelism());
  const ms = (value: number) => value.toFixed(3);
  const parts = inProcess
    ? [`web and worker${serverUrl ? '' : ' (PGlite runs in it)'} ${ms(cpu.web)}`]
    : [`web ${ms(cpu.web)}`, `workers ${ms(cpu.workers)}`];
  if (serverUrl) parts.push(`PostgreSQL ${ms(cpu.postgres)}`);
  return `\n  CPU per item, ms               ${parts.join(', ')}; cores idle ${Math.round(cpu.idle * 100)}%`;
};

await trace?.startPhase(db);
await profiling.start();
const sendCpu = readPhaseCpu();
const sendStart = performance.now();
going = true;
for (const worker of workers) worker.go();
// The minute's sweep, as pg-boss's cron hands it to one worker.
await harness.services.queue.enqueue('check-in-sweep', {});
while (!(await allHandedOver())) await new Promise((resolve) => setTimeout(resolve, 100));
const handedOver = performance.now();
const sentCpu = readPhaseCpu();
await profiling.stop('send');
await trace?.printPhase(db, 'Sending (sweep and outbox), per parent', parentCount);
const texts = await db
  .select({ id: schema.smsMessages.id })
  .from(schema.smsMessages)
  .where(eq(schema.smsMessages.kind, 'checkin'));
const handedOverCount = texts.length;

console.log('Replying…');
await profiling.start();
// The replies come in as the provider sends them: form posts signed with its token, into the web
// process's app. (The phone simulator would also keep its own copy of each text first: the
// provider's side, which is no cost of the service's.)
const { WebhookPoster } = await import('../src/server/channels/simulator/webhook-poster');
const provider = new WebhookPoster();
provider.connect(harness.app.fetch);
const inboundUrl = `${harness.config.publicUrl}/webhooks/sms`;
const replying = phones.slice(0, replyCount);
// Signed before the clock starts: the provider signs on its own servers, and its HMACs are no
// work of the service's (they were a few per cent of this process's time under replies).
const webhooks = replying.map((phone) =>
  provider.sign(inboundUrl, {
    AccountSid: 'ACsimulator',
    MessageSid: `SMbench${phone.slice(1)}`,
    From: phone,
    To: harness.config.sms.fromNumber,
    Body: 'YES',
    NumMedia: '0',
  }),
);
await trace?.startPhase(db);
const replyCpu = readPhaseCpu();
const replyStart = performance.now();
// The rate of each quarter of the replies: a rate that falls as the tables grow shows here as
// well as between runs of different sizes.
const quarterRates: number[] = [];
let done = 0;
let quarterDone = 0;
let quarterStart = replyStart;
await inParallel(webhooks, async (webhook) => {
  await provider.send(webhook);
  done += 1;
  if (done % Math.ceil(replying.length / 4) === 0 || done === replying.length) {
    const now = performance.now();
    quarterRates.push(Math.round((done - quarterDone) / ((now - quarterStart) / 1000)));
    quarterDone = done;
    quarterStart = now;
  }
});
const replied = performance.now();
const repliedCpu = readPhaseCpu();
await profiling.stop('replies');
await trace?.printPhase(db, 'Replying, per YES', parentCount);
const answered = await db
  .select({ id: schema.checkIns.id })
  .from(schema.checkIns)
  // Today's only: the history's days are answered too.
  .where(and(eq(schema.checkIns.status, 'ok'), gte(schema.checkIns.createdAt, dueMinute)));

const workerPeaks = await Promise.all(workers.map((worker) => worker.stop()));
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const textsPerSecond = handedOverCount / ((handedOver - sendStart) / 1000);
const repliesPerSecond = replying.length / ((replied - replyStart) / 1000);
await harness.close();
await database.drop();
// The yardstick, on the same server in the same run (after the engine's phases, so it does not
// compete with them).
const tps = serverUrl ? await (await import('./pgbench')).pgbenchTps(serverUrl) : undefined;
const ratio = (rate: number) => (tps ? `${(rate / tps).toFixed(2)}× pgbench` : '');
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
console.log(`
Parents due at the same minute   ${parentCount.toLocaleString()}  (${inProcess ? 'worker in the web process' : `${workerCount} worker process${workerCount > 1 ? 'es' : ''}`}, ${concurrency} webhooks at a time, ${historyDays} days of history)
Check-ins created (the sweep)    ${seconds((swept ?? handedOver) - sendStart)} s
Every text handed to provider    ${seconds(handedOver - sendStart)} s  (${handedOverCount.toLocaleString()} texts, ${Math.round(textsPerSecond)} per second)  ${ratio(textsPerSecond)}${cpuLine(sendCpu, sentCpu, handedOverCount)}
YES replies through the webhook  ${seconds(replied - replyStart)} s  (${answered.length.toLocaleString()} of ${replying.length.toLocaleString()} answered, ${Math.round(repliesPerSecond)} per second)  ${ratio(repliesPerSecond)}
  by quarter, per second         ${quarterRates.join(' / ')}${cpuLine(replyCpu, repliedCpu, replying.length)}
Peak memory (RSS)                ${inProcess ? mb(peakRss) : `web ${mb(peakRss)}, workers ${workerPeaks.map(mb).join(', ')}`}${
  tps === undefined
    ? ''
    : `\npgbench read/write               ${Math.round(tps)} tps  (8 clients, scale 10, same server)`
}`);
