import type { JobDefinition } from './job-definition';
import { recordSweep } from './heartbeat-repository';

/**
 * Runs once a minute on one worker (pg-boss claims each cron slot once across all workers).
 * For now it records that the worker is alive; the check-in engine hangs its due-check-in
 * sweep here.
 */
export const minuteSweep: JobDefinition = {
  name: 'minute-sweep',
  cron: '* * * * *',
  async handle({ db, clock, logger, instanceId }) {
    const at = clock.now();
    await recordSweep(db, instanceId, at);
    logger.info({ job: 'minute-sweep', at: at.toISOString() }, 'minute sweep ran');
  },
};
