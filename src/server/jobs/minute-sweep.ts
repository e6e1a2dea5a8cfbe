import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { defineJob } from './job-definition';
import { recordSweep } from './heartbeat-repository';

/**
 * Runs once a minute on one worker (pg-boss claims each cron slot once across all workers).
 * For now it records that the worker is alive; the check-in engine hangs its due-check-in
 * sweep here.
 */
export function minuteSweepJob(deps: { db: Database; clock: Clock }) {
  return defineJob<Record<string, never>>({
    name: 'minute-sweep',
    cron: '* * * * *',
    async handle(_payload, { logger, instanceId }) {
      const at = deps.clock.now();
      await recordSweep(deps.db, instanceId, at);
      logger.debug({ job: 'minute-sweep', at: at.toISOString() }, 'minute sweep ran');
    },
  });
}
