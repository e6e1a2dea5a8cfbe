import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per worker process: when it started and when it last ran the check-in sweep
 * (each minute's sweep runs on one of the workers).
 * Operators read it to see that the workers are alive; /readyz reports this process's row.
 */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  instanceId: text('instance_id').primaryKey(),
  role: text('role').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastSweepAt: timestamp('last_sweep_at', { withTimezone: true }),
});
