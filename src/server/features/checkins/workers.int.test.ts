import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { seedPeakParents } from '../../test/peak-parents';
import { bundledEntry } from '../../test/bundled-entry';
import { createTestHarness } from '../../test/test-app';
import { createSharedTestDatabase, testDatabaseKind } from '../../test/test-database';

/**
 * Two worker processes (ROLE=worker, as in production) on one PostgreSQL database share a
 * morning peak: every parent gets the day's text, once, whichever worker handed it over. The
 * embedded database is one process's, so this runs on PostgreSQL only.
 */

const workerScript = await bundledEntry(
  fileURLToPath(new URL('../../test/peak-worker.ts', import.meta.url)),
);
const PARENTS = 3000;
// 9:00 AM in New York, every parent's time.
const dueMinute = new Date('2026-04-14T13:00:00Z');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function startWorker(target: string) {
  const child = spawn(
    process.execPath,
    [
      '--enable-source-maps',
      workerScript,
      '--database',
      target,
      '--due',
      dueMinute.toISOString(),
      // A batch takes the provider a second: one worker alone would need the peak's six batches
      // three seconds, so the other, polling every half second, finds texts to claim.
      '--batch-ms',
      '1000',
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  let handedOver: number | undefined;
  const ready = new Promise<void>((resolve) =>
    lines.on('line', (line) => {
      if (line === 'ready') resolve();
      else if (line.startsWith('{'))
        handedOver = (JSON.parse(line) as { handedOver: number }).handedOver;
    }),
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const started = Promise.race([
    ready,
    exited.then(() => Promise.reject(new Error('a worker process exited before it was ready'))),
  ]);
  cleanups.push(async () => {
    child.kill('SIGKILL');
    await exited;
  });
  return {
    ready: started,
    go: () => child.stdin.write('go\n'),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      return handedOver;
    },
  };
}

describe.runIf(testDatabaseKind === 'postgres')('several worker processes', () => {
  it('share a morning peak: each parent gets the day’s text once, none is left out', async () => {
    const database = await createSharedTestDatabase();
    cleanups.push(database.drop);
    const setup = await database.open();
    cleanups.push(() => setup.close());
    const phones = await seedPeakParents(setup.db, PARENTS);

    const workers = [startWorker(database.target), startWorker(database.target)];
    await Promise.all(workers.map((worker) => worker.ready));
    for (const worker of workers) worker.go();
    // The minute's sweep, queued as pg-boss's cron would and taken by one of them. This process
    // queues it as a web process would: it works no jobs itself.
    const web = await createTestHarness({ database: setup });
    cleanups.push(() => web.services.queue.stop());
    await web.services.queue.enqueue('check-in-sweep', {});

    // What the phone network carried: every check-in text it took, by number.
    const received = async () =>
      selectRows<{ phone: string; texts: number }>(
        setup.db,
        sql`select phone, count(*)::int as texts from simulator_events
            where kind = 'sms' and direction = 'to_phone' group by phone`,
      );
    const deadline = Date.now() + 90_000;
    while ((await received()).length < PARENTS && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    // A moment more, for anything a second claim would wrongly have sent again.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const counts = await Promise.all(workers.map((worker) => worker.stop()));

    const byPhone = new Map((await received()).map((row) => [row.phone, row.texts]));
    expect(phones.filter((phone) => !byPhone.has(phone))).toEqual([]);
    expect([...byPhone].filter(([, texts]) => texts !== 1)).toEqual([]);
    expect(byPhone.size).toBe(PARENTS);
    // Both took part, and between them handed over each text once.
    expect(counts.every((count) => (count ?? 0) > 0)).toBe(true);
    expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBe(PARENTS);
  }, 180_000);
});
