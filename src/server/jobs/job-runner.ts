import { PgBoss } from 'pg-boss';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import { recordWorkerStart } from './heartbeat-repository';
import type { JobDefinition } from './job-definition';
import { minuteSweep } from './minute-sweep';

export const allJobs: JobDefinition[] = [minuteSweep as JobDefinition];

export interface JobRunnerOptions {
  database: DatabaseHandle;
  logger: Logger;
  clock: Clock;
  instanceId: string;
  /** Whether this process works jobs (worker role) or only sends them (web role). */
  work: boolean;
  jobs?: JobDefinition[];
  pollingIntervalSeconds?: number;
}

export interface JobRunner {
  boss: PgBoss;
  /** True while this process is started as a worker and not stopping. */
  isWorking(): boolean;
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Starts pg-boss on the app's database. Every process can send jobs; only worker processes
 * supervise queues, run cron schedules and execute handlers.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { database, logger, clock, instanceId, work } = options;
  const jobs = options.jobs ?? allJobs;
  const boss = new PgBoss({
    ...database.bossOptions,
    supervise: work,
    schedule: work,
    instanceName: instanceId,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();

  let working = false;
  if (work) {
    await recordWorkerStart(database.db, instanceId, 'worker', clock.now());
    for (const job of jobs) {
      await boss.createQueue(job.name);
      await boss.work(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([received]) => {
          if (!received) return;
          await job.handle({ db: database.db, clock, logger, instanceId }, received.data);
        },
      );
      if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    }
    working = true;
  }

  return {
    boss,
    isWorking: () => working,
    async stop(timeoutMs = 8000) {
      working = false;
      // graceful: let handlers that already started finish (up to the timeout) before closing.
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
