import { sql } from 'drizzle-orm';
import type { TestClock } from 'pg-boss';
import { selectRows, type Database } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';

const MINUTE = 60_000;

/**
 * Moves a running service's simulated time: its services were created with `bossClock` as
 * pg-boss's clock (and the service clock reading it), polls of an hour and work on. Used by
 * the simulation and by `npm run demo`.
 */
export function driveSimulatedTime(deps: { db: Database; queue: JobQueue; bossClock: TestClock }) {
  const { db, queue, bossClock } = deps;
  /**
   * How many jobs of each queue are ready to run now, whether any is running, and when the next
   * job of any queue comes due (a delivery report a second after a text, a retry a few seconds
   * after a failure).
   */
  const queued = async () => {
    const now = new Date(bossClock.now()).toISOString();
    const rows = await selectRows<{ name: string; ready: number; running: boolean; due: Date }>(
      db,
      // pg-boss's cron hands each slot's job over through a queue of its own, whose worker polls
      // only every 45 s: it is woken like ours, so a cron job runs in the minute it is due.
      // The simulated time is passed in: on PostgreSQL only pg-boss's own sessions read it
      // through pgboss.job_now().
      sql`select name,
            (count(*) filter (where state <> 'active' and start_after <= ${now}::timestamptz))::int as ready,
            bool_or(state = 'active') as running,
            min(start_after) as due
          from pgboss.job where state in ('created', 'retry', 'active') group by name`,
    );
    return {
      ready: new Map(rows.filter((row) => row.ready > 0).map((row) => [row.name, row.ready])),
      running: rows.some((row) => row.running),
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
      await queue.whenIdle();
      const { ready, running, next } = await queued();
      if (ready.size > 0 || running) {
        queue.wakeWorkers(ready);
        await new Promise((resolve) => setTimeout(resolve, round < 20 ? 1 : 10));
      } else if (next < minuteEnd) {
        await bossClock.setTime(Math.max(next, bossClock.now()));
        await bossClock.tick(0);
      } else return;
    }
    throw new Error('the workers did not settle');
  }

  return {
    now: () => new Date(bossClock.now()),
    settle,
    /**
     * Moves simulated time to `target`, a minute at a time, the workers keeping up; `eachMinute`
     * runs after every minute (the phones and inboxes are looked at that often).
     */
    /**
     * Moves simulated time straight to `target`, as if the process had slept through a quiet
     * stretch: each of pg-boss's timers fires once (one cron slot, the latest) and the workers
     * catch up, as after a pause of the real service. Only for stretches in which nothing is due.
     */
    async jumpTo(target: number) {
      await bossClock.setTime(Math.max(target, bossClock.now()));
      await bossClock.tick(0);
      await settle();
    },
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
  };
}
