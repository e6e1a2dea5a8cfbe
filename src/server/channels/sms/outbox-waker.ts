import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { wakeOutbox } from './sms-outbox';

/**
 * Wake-ups for texts queued in a transaction, made after it commits instead of inside it: the
 * inbound webhook's hot path, where each reply queues a thank-you. A wake-up's job runs after it
 * is made, so one made after a commit sees that commit's texts; one whose insert had already
 * begun may not. So each commit waits for the next insert not yet begun, and commits that come
 * while one runs share the next: under load, a web process makes a wake-up per insert's time,
 * not one per reply.
 *
 * A process that dies between the commit and its wake-up leaves the text to the minute's
 * check-in sweep, which wakes the outbox when anything in it is due (`wakeIfDue`).
 */
export function createOutboxWaker(db: Database, queue: JobQueue) {
  /** Transactions whose wake-ups wait for their commit, and whether they queued a text. */
  const deferred = new WeakMap<Database, { queuedText: boolean }>();
  let running: Promise<void> = Promise.resolve();
  let next: Promise<void> | undefined;

  const wakeAfterCommit = () => {
    next ??= (async () => {
      await running.catch(() => {});
      // From here on this insert may already see too little for a later commit: it needs its own.
      next = undefined;
      running = wakeOutbox(queue);
      await running;
    })();
    return next;
  };

  return {
    /**
     * Runs `work` in a transaction; texts it queues for now are woken once it has committed.
     * Those queued for later (a sender's slot) are woken inside it, as anywhere else.
     */
    async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      const state = { queuedText: false };
      const result = await db.transaction((tx) => {
        deferred.set(tx, state);
        return work(tx);
      });
      if (state.queuedText) await wakeAfterCommit();
      return result;
    },

    /** Whether `tx` leaves its wake-up to its commit; if so, notes that it queued a text. */
    deferredIn(tx: Database | undefined) {
      const state = tx && deferred.get(tx);
      if (state) state.queuedText = true;
      return Boolean(state);
    },
  };
}

export type OutboxWaker = ReturnType<typeof createOutboxWaker>;
