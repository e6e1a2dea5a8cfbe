import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

export interface JobContext {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** The worker process running the job. */
  instanceId: string;
}

/** A background job: its queue name, an optional cron schedule (UTC), and its handler. */
export interface JobDefinition<Payload = unknown> {
  name: string;
  cron?: string;
  handle(context: JobContext, payload: Payload): Promise<void>;
}
