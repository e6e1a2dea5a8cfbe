import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { selectRows } from '../db/client';
import { createTestHarness, type TestHarness } from '../test/test-app';

const MINUTE = 60_000;

/**
 * The service as it runs for real, on simulated time: its workers, pg-boss's polls and its cron
 * (the check-in sweep, consent reminders) all read pg-boss's TestClock, which the simulation moves
 * a minute at a time. After each minute, and after the people act, the workers are let finish
 * whatever is ready: nothing is called around the queue.
 */
export async function startOnSimulatedTime(start: string) {
  const bossClock = new TestClock(new Date(start));
  const harness = await createTestHarness({
    clock: { now: () => new Date(bossClock.now()) },
    bossClock,
    start: true,
    // Workers are woken when jobs are ready (below); their own polls are only a backstop.
    pollingIntervalSeconds: 3600,
  });

  /**
   * The queues with a job running or ready to run now, and when the next job of any queue comes
   * due (a delivery report a second after a text, a retry a few seconds after a failure).
   */
  const queued = async () => {
    const rows = await selectRows<{ name: string; ready: boolean; due: Date }>(
      harness.database.db,
      // pg-boss's cron hands each slot's job over through a queue of its own, whose worker polls
      // only every 45 s: it is woken like ours, so a cron job runs in the minute it is due.
      // The simulated time is passed in: on PostgreSQL only pg-boss's own sessions read it
      // through pgboss.job_now().
      sql`select name,
            bool_or(state = 'active' or start_after <= ${new Date(bossClock.now()).toISOString()}::timestamptz) as ready,
            min(start_after) as due
          from pgboss.job where state in ('created', 'retry', 'active') group by name`,
    );
    return {
      ready: rows.filter((row) => row.ready).map((row) => row.name),
      next: Math.min(...rows.map((row) => new Date(row.due).getTime())),
    };
  };

  /**
   * Lets the workers finish every job that is ready now, and those they create, and every job
   * that comes due before the minute is out (time moving on to it): what happens within seconds
   * of something in the real service happens within the same simulated minute.
   */
  async function settle() {
    const minuteEnd = Math.floor(bossClock.now() / MINUTE) * MINUTE + MINUTE;
    for (let round = 0; round < 5_000; round += 1) {
      await harness.services.queue.whenIdle();
      const { ready, next } = await queued();
      if (ready.length > 0) {
        harness.services.queue.wakeWorkers(ready);
        await new Promise((resolve) => setTimeout(resolve, round < 20 ? 1 : 10));
      } else if (next < minuteEnd) {
        await bossClock.setTime(Math.max(next, bossClock.now()));
        await bossClock.tick(0);
      } else return;
    }
    throw new Error('the workers did not settle');
  }

  return {
    harness,
    now: () => new Date(bossClock.now()),
    settle,
    /**
     * Moves simulated time to `target`, a minute at a time, the workers keeping up; `eachMinute`
     * runs after every minute (the phones and inboxes are looked at that often).
     */
    async advanceTo(target: number, eachMinute: () => Promise<void>) {
      while (bossClock.now() < target) {
        // A minute passes as if the process had slept through it: each of pg-boss's timers that
        // came due fires once (its cron passes, so each minute's cron slot is claimed), rather
        // than its two-second timers firing thirty times a minute, each a write of the time.
        const minute = Math.floor(bossClock.now() / MINUTE) * MINUTE + MINUTE;
        await bossClock.setTime(Math.min(minute, target));
        await bossClock.tick(0);
        await settle();
        await eachMinute();
      }
    },
    close: (): Promise<void> => harness.close(),
  };
}

export type SimulatedService = Awaited<ReturnType<typeof startOnSimulatedTime>> & {
  harness: TestHarness;
};
