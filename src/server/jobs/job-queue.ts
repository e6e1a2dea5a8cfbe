import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  PgBoss,
  type Clock as BossClock,
  type JobInsert,
  type JobOptions,
} from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import type { JobDefinition } from './job-definition';

export interface JobQueueOptions {
  database: DatabaseHandle;
  logger: Logger;
  instanceId: string;
  /** Whether this process works jobs (worker role) or only enqueues them (web role). */
  work: boolean;
  pollingIntervalSeconds?: number;
  /**
   * How often a worker looks for jobs to expire: those whose handler outran the queue's
   * `expireInSeconds`, or whose outcome was lost with a dropped connection. pg-boss does this in
   * its supervise pass, gated by the monitor interval; both default to 60 s.
   */
  expiryCheckSeconds?: number;
  /**
   * pg-boss's own time and timers (its polls, cron passes, job times in the database). A
   * simulation hands it pg-boss's TestClock, so the workers and the cron run on simulated time.
   */
  bossClock?: BossClock;
}

/**
 * pg-boss on the app's database. Every process enqueues; worker processes also supervise the
 * queues, run the cron schedules and execute handlers.
 */
export class JobQueue {
  readonly boss: PgBoss;
  private working = false;
  private started = false;
  /** Handlers running now in this process, and who waits for none to be. */
  private running = 0;
  private idleWaiters: (() => void)[] = [];
  private readonly workedQueues = new Set<string>();
  private readonly logger: Logger;
  private readonly instanceId: string;
  private readonly pollingIntervalSeconds: number;

  constructor(private readonly options: JobQueueOptions) {
    this.logger = options.logger;
    this.instanceId = options.instanceId;
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
    // Only a worker supervises (maintenance, expiring stuck jobs) and claims cron slots.
    this.boss = new PgBoss({
      ...options.database.bossOptions,
      instanceName: options.instanceId,
      supervise: options.work,
      ...(options.expiryCheckSeconds
        ? {
            superviseIntervalSeconds: options.expiryCheckSeconds,
            monitorIntervalSeconds: options.expiryCheckSeconds,
          }
        : {}),
      schedule: options.work,
      // On simulated time the simulation wakes the workers itself when jobs are ready, so pg-boss's
      // own timers fire rarely: each of them is a step the clock has to take.
      ...(options.bossClock
        ? {
            clock: options.bossClock,
            cronMonitorIntervalSeconds: 45,
            cronWorkerIntervalSeconds: 45,
            // pg-boss's housekeeping (maintenance, its own heartbeat, its queue cache) every five
            // simulated minutes instead of every minute: a month's run has 43,200 minutes.
            superviseIntervalSeconds: 300,
            monitorIntervalSeconds: 300,
            queueCacheIntervalSeconds: 300,
            instanceHeartbeatSeconds: 300,
            bamIntervalSeconds: 300,
            flowIntervalSeconds: 300,
          }
        : {}),
    });
    this.boss.on('error', (error) => this.logger.error({ err: error }, 'job queue error'));
  }

  /**
   * Queues a job. Inside a transaction pass it as `tx`: the job is then created by the same
   * transaction (it exists exactly when the rows it refers to do), and on the embedded
   * database this also avoids waiting on the connection the transaction holds.
   */
  async enqueue(name: string, data: object, options: JobOptions = {}, tx?: Database) {
    // Drizzle's shared database type leaves execute()'s result unknown; both drivers return rows.
    const db = tx
      ? fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql)
      : undefined;
    return this.boss.send(name, data, { ...options, ...(db ? { db } : {}) });
  }

  /** The queue's time: pg-boss's clock (a simulation's), which job times are read against. */
  now(): Date {
    return new Date(this.options.bossClock?.now() ?? Date.now());
  }

  /** Queues a batch of jobs of one queue in one statement, in the caller's transaction. */
  async enqueueMany(name: string, jobs: JobInsert[], tx: Database) {
    if (jobs.length === 0) return;
    const db = fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql);
    await this.boss.insert(name, jobs, { db });
  }

  /** Starts the queue; a worker also registers the handlers and cron schedules of `jobs`. */
  async start(jobs: JobDefinition[]) {
    await this.boss.start();
    this.started = true;
    // Every process creates the queues: a web process may enqueue before any worker started.
    for (const job of jobs) await this.boss.createQueue(job.name, job.queue ?? {});
    if (!this.options.work) return;

    for (const job of jobs) {
      await this.boss.work(
        job.name,
        {
          pollingIntervalSeconds: this.pollingIntervalSeconds,
          localConcurrency: job.concurrency ?? 1,
          includeMetadata: true,
        },
        async ([received]) => {
          if (!received) return;
          this.running += 1;
          try {
            await job.handle(received.data, {
              logger: this.logger,
              instanceId: this.instanceId,
              retryCount: received.retryCount,
            });
          } catch (error) {
            // pg-boss records the failure and retries; without this line nobody would see it.
            this.logger.error(
              { err: error, job: job.name, retryCount: received.retryCount },
              'job failed',
            );
            throw error;
          } finally {
            this.running -= 1;
            if (this.running === 0) for (const wake of this.idleWaiters.splice(0)) wake();
          }
        },
      );
      this.workedQueues.add(job.name);
      if (job.cron) await this.boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    }
    // A schedule left by an older release (its job since removed or folded into another) would
    // keep queueing jobs nobody works.
    for (const schedule of await this.boss.getSchedules())
      if (!jobs.some((job) => job.cron && job.name === schedule.name))
        await this.boss.unschedule(schedule.name, schedule.key);
    this.working = true;
  }

  /** Resolves once no handler of this process is running (a simulation's step waits on it). */
  whenIdle(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Has the workers of these queues (by default every queue of ours) look for jobs now, rather
   * than at their next poll. pg-boss's own cron hand-off queue may be named too. Given how many
   * jobs each queue has ready, wakes that many of its workers at most, idle ones first: each
   * woken worker fetches, and one with nothing to take has cost a query for nothing.
   */
  wakeWorkers(queues?: string[] | Map<string, number>) {
    const workers = this.boss
      .getWipData({ includeInternal: true })
      // Idle first: a worker with a job in hand fetches only once it is done with it.
      .sort((a, b) => a.count - b.count);
    const left =
      queues instanceof Map
        ? new Map(queues)
        : new Map(
            workers
              .filter((worker) =>
                queues ? queues.includes(worker.name) : this.workedQueues.has(worker.name),
              )
              .map((worker) => [worker.name, Infinity]),
          );
    for (const worker of workers) {
      const ready = left.get(worker.name) ?? 0;
      if (ready <= 0) continue;
      left.set(worker.name, ready - 1);
      this.boss.notifyWorker(worker.id);
    }
  }

  /**
   * Sends each scheduled job once now, as a cron pass would at its next slot (local mode, after
   * the dev clock moved). Every sweep is safe to run twice at once, as with several workers.
   */
  async runSchedulesNow(jobs: JobDefinition[]) {
    const scheduled = jobs.filter((job) => job.cron).map((job) => job.name);
    for (const name of scheduled) await this.enqueue(name, {});
    this.wakeWorkers(scheduled);
  }

  /** True while this process works jobs and is not stopping. */
  isWorking() {
    return this.working;
  }

  async stop(timeoutMs = 8000) {
    this.working = false;
    if (!this.started) return;
    // graceful: handlers already running finish (up to the timeout) before the queue closes.
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}
