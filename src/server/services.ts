import type { Auth } from './auth/auth';
import type { BillingService } from './features/billing/service';
import type { CheckInService } from './features/checkins/service';
import type { ConsentService } from './features/consent/service';
import type { ProtectionService } from './features/protection/service';
import { buildFeatures, type Features } from './features';
import { familyPhoneBook } from './features/family/phone-book';
import { createChannels, type Channels, type ChannelOptions } from './channels/create-channels';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { AdjustableClock } from './dev/adjustable-clock';
import type { JobDefinition } from './jobs/job-definition';
import { JobQueue, type JobQueueOptions } from './jobs/job-queue';
import { recordWorkerStart } from './jobs/heartbeat-repository';
import type { Logger } from './logger';

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
  /** Every feature's service (features.ts); the five above are among them. */
  features: Features;
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
  const features = buildFeatures({
    config,
    logger,
    db: database.db,
    embedded: database.kind === 'pglite',
    clock,
    channels,
  });
  const { auth, consent, billing, checkIns, protection, jobs } = features;
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
    features,
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
