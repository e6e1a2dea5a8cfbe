/**
 * One worker process of `bench:engine -- --workers N`: the service's worker role (pg-boss's
 * workers, the check-in sweep, the outbox) on the bench's PostgreSQL database, on a service
 * clock that reads one minute before the due minute until the bench writes "go" on stdin, and
 * the due minute from then on. It prints "ready" once working, and its peak memory as JSON when
 * told to stop (SIGTERM).
 *
 * The simulator's delivery reports are not worked here: the real provider sends them to the web
 * processes, not to the workers, and the bench measures the hand-off to the provider.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { openPostgres } from '../src/server/db/client';
import { createTestHarness } from '../src/server/test/test-app';

const { values } = parseArgs({
  options: { database: { type: 'string' }, due: { type: 'string' } },
});
const dueMinute = new Date(values.due!);
let going = false;
const clock = {
  now: () => new Date(going ? dueMinute.getTime() : dueMinute.getTime() - 60_000),
};

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

const database = await openPostgres(values.database!, 10);
const harness = await createTestHarness({
  database,
  clock,
  start: true,
  pollingIntervalSeconds: 0.5,
});
await harness.services.queue.boss.offWork('simulator-deliver');

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'go') going = true;
});
process.on('SIGTERM', () => {
  void (async () => {
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    process.stdout.write(`${JSON.stringify({ peakRss })}\n`);
    await harness.close();
    process.exit(0);
  })();
});
process.stdout.write('ready\n');
