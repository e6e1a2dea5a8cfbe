import type { Queue } from 'pg-boss';
import { z } from 'zod';
import type { Logger } from '../logger';

export interface JobContext {
  logger: Logger;
  /** The worker process running the job. */
  instanceId: string;
  /** Retries already made of this job (0 on the first run). */
  retryCount: number;
}

/**
 * A background job: its queue name, the shape of its payload, retry policy, an optional cron
 * schedule (UTC), and its handler. Handlers may run more than once for one job (a crash after the
 * work but before the acknowledgement), so each must be safe to repeat.
 */
export interface JobDefinition<Payload = unknown> {
  name: string;
  /**
   * What a queued job of this name must carry. The payload is read back from the database, where
   * an older release or a hand-queued job may have left anything; one that does not fit fails the
   * job before the handler sees it.
   */
  payload: z.ZodType<Payload>;
  cron?: string;
  queue?: Omit<Queue, 'name'>;
  /** How many jobs of this queue one worker runs at once. */
  concurrency?: number;
  handle(payload: Payload, context: JobContext): Promise<void>;
}

/** The payload of a job pg-boss queues from its cron schedule (none), or one queued by hand ({}). */
export const scheduledPayload = z.object({}).nullish();

/** A job's payload did not fit its definition. Retrying will not help; the queuing code is wrong. */
export class JobPayloadError extends Error {
  override readonly name = 'JobPayloadError';
}

/** A job whose handler runs only on a payload its schema accepts, parsed by that schema. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition {
  const { name, payload: schema, handle } = definition;
  return {
    ...definition,
    handle: async (payload, context) => {
      const parsed = schema.safeParse(payload);
      if (!parsed.success)
        throw new JobPayloadError(
          `job ${name} refused its payload ${JSON.stringify(payload)}: ${z.prettifyError(parsed.error)}`,
        );
      await handle(parsed.data, context);
    },
  };
}
