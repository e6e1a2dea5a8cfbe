import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/client';
import { silentLogger } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { findHeartbeat } from './heartbeat-repository';
import { startJobRunner, type JobRunner } from './job-runner';
import { minuteSweep } from './minute-sweep';

const sweepTime = new Date('2026-03-08T14:05:00Z');
const fixedClock: Clock = { now: () => sweepTime };

let database: DatabaseHandle;
let runner: JobRunner;
beforeAll(async () => {
  database = await createTestDatabase();
  runner = await startJobRunner({
    database,
    logger: silentLogger,
    clock: fixedClock,
    instanceId: 'worker-test',
    work: true,
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await runner?.stop(2000);
  await database?.close();
});

describe('the job runner', () => {
  it('registers the minute sweep as a recurring job', async () => {
    const schedules = await runner.boss.getSchedules(minuteSweep.name);
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ name: 'minute-sweep', cron: '* * * * *' });
  });

  it('records the worker when it starts', async () => {
    const heartbeat = await findHeartbeat(database.db, 'worker-test');
    expect(heartbeat).toMatchObject({ role: 'worker', startedAt: sweepTime });
    expect(runner.isWorking()).toBe(true);
  });

  it('runs a queued sweep on the worker, which records the sweep time', async () => {
    await runner.boss.send(minuteSweep.name, {});
    await expect
      .poll(async () => (await findHeartbeat(database.db, 'worker-test'))?.lastSweepAt, {
        timeout: 15_000,
        interval: 200,
      })
      .toEqual(sweepTime);
  });
});
