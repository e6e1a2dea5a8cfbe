import type { Queue } from 'pg-boss';
import type { Logger } from '../logger';

export interface JobContext {
  logger: Logger;
  /** The worker process running the job. */
  instanceId: string;
  /** Retries already made of this job (0 on the first run). */
  retryCount: number;
}

/**
 * A background job: its queue name, retry policy, an optional cron schedule (UTC), and its
 * handler. Handlers may run more than once for one job (a crash after the work but before the
 * acknowledgement), so each must be safe to repeat.
 */
export interface JobDefinition<Payload = unknown> {
  name: string;
  cron?: string;
  queue?: Omit<Queue, 'name'>;
  /** How many jobs of this queue one worker runs at once. */
  concurrency?: number;
  handle(payload: Payload, context: JobContext): Promise<void>;
}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition {
  return definition as JobDefinition;
}
