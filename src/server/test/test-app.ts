import { randomBytes } from 'node:crypto';
import { createApp, type AppDependencies } from '../app';
import type { Clock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createAfterResponse, type AfterResponse } from '../http/after-response';
import { createLogger } from '../logger';
import {
  createServices,
  startServices,
  stopServices,
  type ServiceOptions,
  type Services,
} from '../services';
import { createTestDatabase } from './test-database';

/** Silent unless TEST_LOG_LEVEL asks for the service's logs (to see why a test failed). */
export const testLogger = createLogger({
  appEnv: 'test',
  logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
});

/** A complete production environment (every provider configured), for production-only rules. */
export const productionEnv: NodeJS.ProcessEnv = {
  APP_ENV: 'production',
  DATABASE_URL: 'postgres://db/app',
  SMTP_URL: 'smtp://mail',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 't',
  TWILIO_FROM_NUMBER: '+15005550006',
  STRIPE_SECRET_KEY: 'sk',
  STRIPE_WEBHOOK_SECRET: 'wh',
  STRIPE_PRICE_BASE: 'price_base',
  STRIPE_PRICE_EXTRA_PARENT: 'price_parent',
  STRIPE_PRICE_EXTRA_FAMILY_MEMBER: 'price_member',
  WEATHER_USER_AGENT: 'FamilyCheckIn/1.0 (ops@checkin.example)',
  PUBLIC_URL: 'https://checkin.example',
  // 64 hex digits, like `openssl rand -hex 32`: production refuses a weak secret.
  AUTH_SECRET: '5f0c3a9e7b21d84c6e93a0f1b7d25c48e6a19f3b0d7c52e8a4f16b93c0e7d2a5',
};

/**
 * A test's service, unless the test brings its own clock, runs at 1:00 PM in New York (10:00 AM
 * in Los Angeles) whatever the hour CI runs it: first contact waits for waking hours, and a
 * test must not pass by day and fail by night.
 */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    APP_ENV: 'test',
    PUBLIC_URL: 'http://app.test',
    DEV_CLOCK_AT: '13:00 America/New_York',
    ...env,
  });
}

/**
 * The app, whose `request()` also waits for the work its answer left running (the sign-in
 * e-mails go out after the answer): a test reads the mailbox right after a request, as a
 * person would a moment later. Tests of that ordering pass their own `afterResponse`.
 */
function settlingEachRequest(app: ReturnType<typeof createApp>, afterResponse: AfterResponse) {
  const request = app.request;
  app.request = async (...args: Parameters<typeof request>) => {
    const response = await request(...args);
    await afterResponse.idle();
    return response;
  };
  return app;
}

export interface TestHarness {
  config: Config;
  database: DatabaseHandle;
  services: Services;
  app: ReturnType<typeof createApp>;
  /** Builds another app over the same services, for tests that vary a dependency. */
  appWith(overrides: Partial<AppDependencies>): ReturnType<typeof createApp>;
  /** Runs one job's handler now, as a worker would (tests drive jobs by hand). */
  runJob(name: string, payload: object, retryCount?: number): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  env?: NodeJS.ProcessEnv;
  /** Work jobs in the background (default false: tests run job handlers by hand). */
  start?: boolean;
  clock?: Clock;
  /** How often the worker looks for stuck jobs to expire (default 60 s). */
  expiryCheckSeconds?: number;
  twilioHttpClient?: ServiceOptions['twilioHttpClient'];
  smsOutboxTimes?: ServiceOptions['smsOutboxTimes'];
  /** A database that already exists (the crash test's worker processes share one). */
  database?: DatabaseHandle;
  /** Connections to a fresh PostgreSQL test database (default 4). */
  poolSize?: number;
  /** pg-boss's clock and poll interval, for a simulation that drives the workers' time. */
  bossClock?: ServiceOptions['bossClock'];
  pollingIntervalSeconds?: number;
}

/**
 * A whole service on a fresh test database: config, services and the HTTP app, called
 * in-process with `app.request()`. The simulator's webhooks go into this same app.
 */
export async function createTestHarness(options: HarnessOptions = {}): Promise<TestHarness> {
  const config = testConfig(options.env);
  const database = options.database ?? (await createTestDatabase(options.poolSize));
  const services = createServices({
    config,
    logger: testLogger,
    database,
    instanceId: `test-${randomBytes(4).toString('hex')}`,
    clock: options.clock,
    twilioHttpClient: options.twilioHttpClient,
    smsOutboxTimes: options.smsOutboxTimes,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5,
    expiryCheckSeconds: options.expiryCheckSeconds,
    bossClock: options.bossClock,
    work: options.start ?? false,
  });
  const afterResponse = createAfterResponse(testLogger);
  const appWith = (overrides: Partial<AppDependencies>) => {
    const app = createApp({
      services,
      logger: testLogger,
      afterResponse,
      ...overrides,
    });
    return overrides.afterResponse ? app : settlingEachRequest(app, afterResponse);
  };
  const app = appWith({});
  services.channels.connectApp(app.fetch);
  // The queue always starts (queueing needs it); handlers run only with `start`.
  await startServices(services);
  return {
    config,
    database,
    services,
    app,
    appWith,
    runJob: async (name, payload, retryCount = 0) => {
      const job = services.jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`no job named ${name}`);
      await job.handle(payload, {
        logger: testLogger,
        instanceId: services.instanceId,
        retryCount,
      });
    },
    close: async () => {
      await stopServices(services, 2000);
      await database.close();
    },
  };
}
