/**
 * One worker process of the multi-worker test (`workers.int.test.ts`): the service's worker role
 * (pg-boss's workers, the check-in sweep, the outbox) on the test's PostgreSQL database, with the
 * simulator as its provider. The service clock reads 8:59 AM in New York until the test writes
 * "go" on stdin, 9:00 from then on. Each batch it hands to the phone network is in flight for
 * `--batch-ms` before the network takes it (a provider's answer takes time), and it counts the texts it handed over; on
 * SIGTERM it prints the count as JSON and stops.
 *
 * Arguments: --database postgres://…  --due <ISO instant>  --batch-ms <n>
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { openPostgres } from '../db/client';
import { createTestHarness } from './test-app';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    due: { type: 'string' },
    'batch-ms': { type: 'string' },
  },
});
const dueMinute = new Date(values.due!);
let going = false;
const clock = {
  now: () => new Date(going ? dueMinute.getTime() : dueMinute.getTime() - 60_000),
};
const harness = await createTestHarness({
  database: await openPostgres(values.database!, 6),
  clock,
  start: true,
  pollingIntervalSeconds: 0.5,
});

let handedOver = 0;
const provider = harness.services.channels.simulator!.smsProvider;
const sendBatch = provider.sendBatch.bind(provider);
const batchMs = Number(values['batch-ms'] ?? 0);
Object.assign(provider, {
  // Batches of five hundred, so a peak of a few thousand is enough batches to share.
  batchSize: 500,
  sendBatch: async (...args: Parameters<typeof sendBatch>) => {
    // The request is in flight a while before the network has the texts: a second claim of
    // them in that time would find nothing at the provider and send them again.
    await new Promise((resolve) => setTimeout(resolve, batchMs));
    const results = await sendBatch(...args);
    handedOver += results.filter((result) => 'accepted' in result).length;
    return results;
  },
});

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'go') going = true;
});
process.on('SIGTERM', () => {
  void (async () => {
    await harness.close();
    process.stdout.write(`${JSON.stringify({ handedOver })}\n`);
    process.exit(0);
  })();
});
process.stdout.write('ready\n');
