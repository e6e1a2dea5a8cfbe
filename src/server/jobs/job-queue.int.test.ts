import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../clock';
import { createTestHarness, type TestHarness } from '../test/test-app';
import { PLACE_CALL_JOB } from '../channels/voice/voice-channel';
import { findHeartbeat } from './heartbeat-repository';

const sweepTime = new Date('2026-03-08T14:05:00Z');
const fixedClock: Clock = { now: () => sweepTime };

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness({ start: true, clock: fixedClock });
});
afterAll(async () => {
  await harness?.close();
});

describe('the job queue', () => {
  it('registers the check-in sweep as a job of every minute', async () => {
    const schedules = await harness.services.queue.boss.getSchedules('check-in-sweep');
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ name: 'check-in-sweep', cron: '* * * * *' });
  });

  it('records the worker when it starts', async () => {
    const heartbeat = await findHeartbeat(harness.database.db, harness.services.instanceId);
    expect(heartbeat).toMatchObject({ role: 'worker', startedAt: sweepTime });
    expect(harness.services.queue.isWorking()).toBe(true);
  });

  it('runs a queued sweep on the worker, which records the sweep time', async () => {
    await harness.services.queue.enqueue('check-in-sweep', {});
    await expect
      .poll(
        async () =>
          (await findHeartbeat(harness.database.db, harness.services.instanceId))?.lastSweepAt,
        { timeout: 15_000, interval: 200 },
      )
      .toEqual(sweepTime);
  });

  it('fails a queued job whose payload does not fit, naming the missing field', async () => {
    // retryLimit 0: a refused payload fails at once rather than after the queue's retries.
    const id = await harness.services.queue.boss.send(
      PLACE_CALL_JOB,
      { message: 'hello' },
      { retryLimit: 0 },
    );
    if (!id) throw new Error('the job was not queued');
    await expect
      .poll(async () => (await harness.services.queue.boss.getJobById(PLACE_CALL_JOB, id))?.state, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe('failed');
    const job = await harness.services.queue.boss.getJobById(PLACE_CALL_JOB, id);
    expect(JSON.stringify(job?.output)).toContain('job voice-place refused its payload');
    expect(JSON.stringify(job?.output)).toContain('callId');
  });
});
