import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import { mapWithConcurrency } from '../../jobs/map-with-concurrency';
import type { Logger } from '../../logger';
import type { ChannelDispatch } from '../dispatch';
import { messageOf, UnansweredRequestError } from '../unanswered-request';
import { setOptedOut } from './opt-outs';
import { PermanentSmsError, type OutboundSms, type SmsProvider } from './sms-provider';
import {
  claimDueSms,
  fromProviderStatus,
  nextSmsDue,
  recordSmsOutcomes,
  type ClaimedSms,
  type SmsOutcome,
} from './sms-repository';

/**
 * The job that wakes a worker to send what the outbox holds. Its jobs carry no text: they only
 * say "look now" (or at a time), and the texts are claimed from `sms_messages` in batches. The
 * queue's `short` policy keeps at most one waiting job per key, so the wake-ups a batch asks for
 * at the same moment are one job.
 */
export const SEND_SMS_JOB = 'sms-outbox';

/** Attempts per text before it is recorded as failed (the first and five retries). */
const MAX_ATTEMPTS = 6;
/** Lookups of unknown outcomes at the provider in flight at once. */
const CONCURRENT_LOOKUPS = 8;
/**
 * Batches one process sends at once, and so the wake-ups it takes at once: the others wait for
 * another worker process, which is how several share a peak. A wake-up that reaches a process
 * already at this count anyway (run by hand) only marks the outbox as having news: a running
 * batch loop looks again before it stops.
 */
const DRAINS_PER_PROCESS = 2;

export interface SmsOutboxTimes {
  /** The first retry's delay; each further one doubles (5, 10, 20, 40, 80 s by default). */
  retryDelaySeconds: number;
  /**
   * How long a claimed batch is its worker's. A worker that dies with it leaves the texts to be
   * claimed again after this, and looked up at the provider first. It must outlast a batch.
   */
  leaseSeconds: number;
}

export const defaultOutboxTimes: SmsOutboxTimes = { retryDelaySeconds: 5, leaseSeconds: 120 };

export interface SmsOutboxOptions {
  db: Database;
  queue: JobQueue;
  provider: SmsProvider;
  dispatch: ChannelDispatch;
  logger: Logger;
  publicUrl: string;
  times?: Partial<SmsOutboxTimes>;
}

/**
 * Asks a worker to look at the outbox `at` a moment (now when absent). Pass `tx` when the texts
 * are written in a transaction: the wake-up then exists exactly when they do, and runs after
 * they are committed, so it cannot miss them.
 */
export async function wakeOutbox(queue: JobQueue, at?: Date, tx?: Database) {
  const now = queue.now();
  const later = at && at.getTime() > now.getTime();
  await queue.enqueue(
    SEND_SMS_JOB,
    {},
    later
      ? // One job per second of the clock however many ask for it.
        { singletonKey: `at:${Math.ceil(at.getTime() / 1000)}`, startAfter: secondAfter(at) }
      : // Ready now by the queue's own clock: the database's now() is not it when the queue runs
        // on simulated time and the statement runs in the app's session (PostgreSQL).
        { singletonKey: randomUUID(), startAfter: now },
    tx,
  );
}

const secondAfter = (at: Date) => new Date(Math.ceil(at.getTime() / 1000) * 1000);

/** Sends the outbox's due texts in batches: claim, hand to the provider, record. */
export function createSmsOutbox(options: SmsOutboxOptions) {
  const { db, queue, provider, dispatch, logger, publicUrl } = options;
  const times = { ...defaultOutboxTimes, ...options.times };
  let draining = 0;
  let news = false;

  const outboundOf = ({ message }: ClaimedSms): OutboundSms => ({
    to: message.toNumber,
    from: message.fromNumber,
    body: message.body,
    statusCallbackUrl: `${publicUrl}/webhooks/sms/status?messageId=${message.id}`,
    reference: message.idempotencyKey,
  });

  /**
   * A failed attempt: tried again after a growing delay, or failed for good after the last. The
   * delay counts from the failure, not the claim. A request that got no answer may still reach
   * the provider a while later (it may sit in the provider's queue, or ours, past our timeout):
   * its retry waits a whole lease, as for a worker that died mid-batch, before the lookup that
   * decides whether to send again.
   */
  const retryOrFail = (claimed: ClaimedSms, error: unknown): SmsOutcome => {
    const { id, attempts } = claimed.message;
    const reason = messageOf(error);
    if (attempts >= MAX_ATTEMPTS)
      return {
        id,
        attempt: attempts,
        status: 'failed',
        errorMessage: `provider unavailable after retries: ${reason}`,
      };
    const backoffMs = times.retryDelaySeconds * 1000 * 2 ** (attempts - 1);
    const delayMs =
      error instanceof UnansweredRequestError
        ? Math.max(backoffMs, times.leaseSeconds * 1000)
        : backoffMs;
    logger.warn(
      { messageId: id, attempts, err: error },
      'sms: send failed; will look up and retry',
    );
    return {
      id,
      attempt: attempts,
      status: 'sending',
      errorMessage: reason,
      retryAt: new Date(queue.now().getTime() + delayMs),
    };
  };

  /**
   * A text claimed again after an attempt whose outcome was never learned (a crash, a timeout,
   * an error after the provider may have taken it) is looked up before it is sent again.
   */
  const lookUpEarlierAttempts = async (batch: ClaimedSms[]) => {
    const settled = new Map<string, SmsOutcome>();
    const retried = batch.filter(({ message }) => message.attempts > 1);
    await mapWithConcurrency(retried, CONCURRENT_LOOKUPS, async (claimed) => {
      const { message } = claimed;
      try {
        const found = await provider.findAccepted(
          outboundOf(claimed),
          message.sendStartedAt ?? message.createdAt,
        );
        if (!found) return;
        logger.info({ messageId: message.id, sid: found.sid }, 'sms: earlier attempt was accepted');
        settled.set(message.id, {
          id: message.id,
          attempt: message.attempts,
          status: fromProviderStatus(found.status),
          providerSid: found.sid,
        });
      } catch (error) {
        // Not knowing whether it went, it is not sent blindly: this attempt counts as failed.
        settled.set(message.id, retryOrFail(claimed, error));
      }
    });
    return settled;
  };

  /** One batch's attempts: blocked, found at the provider, or handed over now. */
  const attempt = async (batch: ClaimedSms[]): Promise<SmsOutcome[]> => {
    const outcomes = new Map<string, SmsOutcome>();
    for (const { message, optedOut } of batch)
      if (optedOut && !message.allowOptedOut)
        outcomes.set(message.id, { id: message.id, attempt: message.attempts, status: 'blocked' });
    const open = batch.filter(({ message }) => !outcomes.has(message.id));
    for (const [id, outcome] of await lookUpEarlierAttempts(open)) outcomes.set(id, outcome);
    const toSend = open.filter(({ message }) => !outcomes.has(message.id));
    const results = toSend.length > 0 ? await provider.sendBatch(toSend.map(outboundOf)) : [];
    toSend.forEach((claimed, index) => {
      const { message } = claimed;
      const result = results[index];
      if (result && 'accepted' in result) {
        outcomes.set(message.id, {
          id: message.id,
          attempt: message.attempts,
          status: fromProviderStatus(result.accepted.status),
          providerSid: result.accepted.sid,
        });
      } else if (result?.error instanceof PermanentSmsError) {
        outcomes.set(message.id, {
          id: message.id,
          attempt: message.attempts,
          status: 'failed',
          errorCode: result.error.code,
          errorMessage: result.error.message,
        });
      } else {
        outcomes.set(message.id, retryOrFail(claimed, result?.error ?? 'no answer'));
      }
    });
    return batch.map(({ message }) => outcomes.get(message.id)!);
  };

  /** Records a batch's outcomes and hands each text's new status to its owner, in one transaction. */
  const record = async (batch: ClaimedSms[], outcomes: SmsOutcome[]) => {
    const carrierOptOuts = outcomes.flatMap((outcome, index) =>
      outcome.errorCode === '21610' ? [batch[index]!.message.toNumber] : [],
    );
    await db.transaction(async (tx) => {
      for (const phone of carrierOptOuts) await setOptedOut(tx, phone, true, 'carrier');
      const moved = await recordSmsOutcomes(tx, outcomes, new Date());
      for (const message of moved) await dispatch.to.smsStatus(tx, message);
    });
  };

  /** Claims and sends batch after batch until nothing is due, then books the next wake-up. */
  const drain = async () => {
    for (;;) {
      const now = queue.now();
      const leaseUntil = new Date(now.getTime() + times.leaseSeconds * 1000);
      const batch = await claimDueSms(db, { now, leaseUntil, limit: provider.batchSize });
      if (batch.length > 0) {
        // Should this process die with the batch, a worker looks again when the claim ends.
        await wakeOutbox(queue, leaseUntil);
        await record(batch, await attempt(batch));
        continue;
      }
      const next = await nextSmsDue(db);
      if (next && next.getTime() > queue.now().getTime()) await wakeOutbox(queue, next);
      return;
    }
  };

  return {
    drain,
    job: () =>
      defineJob({
        name: SEND_SMS_JOB,
        // Nothing: a wake-up.
        payload: z.object({}).strict().nullish(),
        concurrency: DRAINS_PER_PROCESS,
        queue: {
          policy: 'short',
          retryLimit: 5,
          retryDelay: 5,
          retryBackoff: true,
          expireInSeconds: times.leaseSeconds,
        },
        handle: async () => {
          if (draining >= DRAINS_PER_PROCESS) {
            news = true;
            return;
          }
          draining += 1;
          try {
            // A wake-up that came while this one drained may be for texts it did not see. The
            // look at `news` and the count going down happen together, with nothing in between.
            for (;;) {
              news = false;
              await drain();
              if (!news) break;
            }
          } finally {
            draining -= 1;
          }
        },
      }),
  };
}

export type SmsOutbox = ReturnType<typeof createSmsOutbox>;
