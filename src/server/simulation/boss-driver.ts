import { TestClock } from 'pg-boss';
import { createTestHarness, type TestHarness } from '../test/test-app';
import { driveSimulatedTime } from './simulated-time';

/**
 * The service as it runs for real, on simulated time: its workers, pg-boss's polls and its cron
 * (the check-in sweep, consent reminders) all read pg-boss's TestClock, which the simulation moves
 * a minute at a time. After each minute, and after the people act, the workers are let finish
 * whatever is ready: nothing is called around the queue.
 */
export async function startOnSimulatedTime(start: string, env?: NodeJS.ProcessEnv) {
  const bossClock = new TestClock(new Date(start));
  const harness = await createTestHarness({
    env,
    clock: { now: () => new Date(bossClock.now()) },
    bossClock,
    start: true,
    // Workers are woken when jobs are ready (below); their own polls are only a backstop.
    pollingIntervalSeconds: 3600,
  });
  const drive = driveSimulatedTime({
    db: harness.database.db,
    queue: harness.services.queue,
    bossClock,
  });
  return { harness, ...drive, close: (): Promise<void> => harness.close() };
}

export type SimulatedService = Awaited<ReturnType<typeof startOnSimulatedTime>> & {
  harness: TestHarness;
};
