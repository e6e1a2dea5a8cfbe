import { createAuth, type Auth } from './auth/auth';
import { expiredCountersJob } from './auth/rate-limit';
import { createConsentService, type ConsentService } from './features/consent/service';
import { createBillingService, type BillingService } from './features/billing/service';
import { createCheckInService, type CheckInService } from './features/checkins/service';
import { familyPhoneBook } from './features/family/phone-book';
import { createProtectionService, type ProtectionService } from './features/protection/service';
import { createDemoBillingProvider } from './features/billing/demo-provider';
import {
  createStripeBillingProvider,
  createStripeClient,
} from './features/billing/stripe-provider';
import { createChannels, type Channels, type ChannelOptions } from './channels/create-channels';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { AdjustableClock } from './dev/adjustable-clock';
import type { JobDefinition } from './jobs/job-definition';
import { JobQueue, type JobQueueOptions } from './jobs/job-queue';
import { recordWorkerStart } from './jobs/heartbeat-repository';
import type { Logger } from './logger';
import { answerInbound } from './inbound/answer-inbound';

export interface Services {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  clock: Clock;
  queue: JobQueue;
  channels: Channels;
  auth: Auth;
  consent: ConsentService;
  billing: BillingService;
  checkIns: CheckInService;
  /** Parents who are not protected: the owner's reminders (decision 037). */
  protection: ProtectionService;
  jobs: JobDefinition[];
  instanceId: string;
  /** Whether this process works jobs. */
  works: boolean;
}

export interface ServiceOptions {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  instanceId: string;
  clock?: Clock;
  twilioHttpClient?: ChannelOptions['twilioHttpClient'];
  smsOutboxTimes?: ChannelOptions['smsOutboxTimes'];
  pollingIntervalSeconds?: number;
  expiryCheckSeconds?: number;
  /** pg-boss's clock (a simulation's TestClock); the system clock otherwise. */
  bossClock?: JobQueueOptions['bossClock'];
  /** Overrides whether this process works jobs (default: unless ROLE=web). */
  work?: boolean;
}

/** Everything a process runs, wired once, the same way in `main.ts` and in tests. */
export function createServices(options: ServiceOptions): Services {
  const { config, logger, database, instanceId } = options;
  // Local mode gets a clock the /dev page can move forward; production reads the real time.
  const clock =
    options.clock ?? (config.localMode ? new AdjustableClock(config.devClockAt) : systemClock);
  const works = options.work ?? config.role !== 'web';
  const queue = new JobQueue({
    database,
    logger,
    instanceId,
    work: works,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    expiryCheckSeconds: options.expiryCheckSeconds,
    bossClock: options.bossClock,
  });
  const channels = createChannels({
    config,
    db: database.db,
    queue,
    logger,
    clock,
    phoneBook: familyPhoneBook,
    twilioHttpClient: options.twilioHttpClient,
    smsOutboxTimes: options.smsOutboxTimes,
  });
  const auth = createAuth({ config, db: database.db, email: channels.email });
  const consent = createConsentService({
    db: database.db,
    sms: channels.sms,
    voice: channels.voice,
    email: channels.email,
    clock,
    publicUrl: config.publicUrl,
    servedCountries: config.servedCountries,
  });
  const checkIns = createCheckInService({
    db: database.db,
    ...(database.kind === 'pglite' ? { sweepChunk: { size: 200, concurrency: 1 } } : {}),
    sms: channels.sms,
    voice: channels.voice,
    email: channels.email,
    clock,
    logger,
    publicUrl: config.publicUrl,
    linkSecret: config.authSecret,
  });
  // What comes in, to its owner: one handler per kind, explicit calls (src/server/inbound).
  channels.dispatch.connect(answerInbound({ consent, checkIns }));
  const stripeClient = config.stripe && createStripeClient(config.stripe);
  const billing = createBillingService({
    db: database.db,
    email: channels.email,
    announceStop: checkIns.announceStop,
    provider:
      config.stripe && stripeClient
        ? createStripeBillingProvider(config.stripe, stripeClient)
        : createDemoBillingProvider(clock),
    clock,
    logger,
    publicUrl: config.publicUrl,
    stripe: config.stripe && stripeClient && { client: stripeClient, config: config.stripe },
  });
  const protection = createProtectionService({
    db: database.db,
    email: channels.email,
    clock,
    publicUrl: config.publicUrl,
  });
  const jobs = [
    consent.reminderJob(),
    protection.reminderJob(),
    checkIns.sweepJob(),
    billing.demoPeriodJob(),
    billing.billingNoticesJob(),
    expiredCountersJob({ db: database.db, clock }),
    ...channels.jobs,
  ];
  return {
    config,
    logger,
    database,
    clock,
    queue,
    channels,
    auth,
    consent,
    billing,
    checkIns,
    protection,
    jobs,
    instanceId,
    works,
  };
}

export async function startServices(services: Services) {
  if (services.works) {
    await recordWorkerStart(
      services.database.db,
      services.instanceId,
      'worker',
      services.clock.now(),
    );
  }
  await services.queue.start(services.jobs);
}

export async function stopServices(services: Services, timeoutMs?: number) {
  await services.queue.stop(timeoutMs);
  services.channels.close();
}
