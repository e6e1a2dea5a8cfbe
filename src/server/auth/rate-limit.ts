import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../http/app-error';
import { defineJob, scheduledPayload } from '../jobs/job-definition';
import { authMessages } from '../../shared/auth';

export interface Limit {
  /** What is counted, e.g. `magic-link:email:pat@example.com`. */
  key: string;
  max: number;
  windowSeconds: number;
  /** What the refusal says, when the general "too many requests" would not tell enough. */
  message?: string;
}

/**
 * Counts one attempt against each limit and refuses (429) when any is over. Counters live in
 * the database, so the limit holds across every web process. Fixed windows: simple, and at
 * worst twice the rate across a window boundary, which is fine for abuse limits.
 */
export async function consumeLimits(db: Database, limits: Limit[], now = new Date()) {
  for (const limit of limits) {
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const [row] = await selectRows<{ count: number }>(
      db,
      sql`insert into rate_limit_counters (key, window_start, count)
          values (${limit.key}, ${windowStart}, 1)
          on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
          returning count`,
    );
    if ((row?.count ?? 0) > limit.max) {
      throw new AppError('rate_limited', limit.message ?? authMessages.tooManyRequests);
    }
  }
}

/** Counters of windows that ended days ago (the longest window is an hour). */
export async function deleteExpiredCounters(db: Database, now = new Date()) {
  await db.execute(
    sql`delete from rate_limit_counters where window_start < ${new Date(now.getTime() - 2 * 86_400_000)}`,
  );
}

/**
 * Every request that is counted adds a row for its window, and nothing else removes them, so
 * without this the table grows for as long as the service runs.
 */
export function expiredCountersJob(deps: { db: Database; clock: Clock }) {
  return defineJob({
    name: 'rate-limit-counters-cleanup',
    payload: scheduledPayload,
    cron: '17 4 * * *',
    handle: () => deleteExpiredCounters(deps.db, deps.clock.now()),
  });
}
