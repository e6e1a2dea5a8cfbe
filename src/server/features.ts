import path from 'node:path';
import { createAuth, type Auth } from './auth/auth';
import { expiredCountersJob } from './auth/rate-limit';
import type { Channels } from './channels/create-channels';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAccountService } from './features/account/service';
import { createAlertService } from './features/alerts/service';
import { createBillingService } from './features/billing/service';
import { createDemoBillingProvider } from './features/billing/demo-provider';
import {
  createStripeBillingProvider,
  createStripeClient,
} from './features/billing/stripe-provider';
import { createBlogService } from './features/blog/service';
import { createCampaignService } from './features/campaigns/service';
import { createCheckInService } from './features/checkins/service';
import { createConsentService } from './features/consent/service';
import { createDashboardService } from './features/dashboard/service';
import { askToConfirm, type EmailConsentDeps } from './features/email-consent/service';
import { createFamilyService } from './features/family/service';
import { createLibraryService } from './features/library/service';
import { createOnboardingService } from './features/onboarding/service';
import { createPauseService } from './features/pauses/service';
import { createBackupContactService } from './features/backup-contacts/service';
import { createProtectionService } from './features/protection/service';
import { createPublicSiteService } from './features/public-site/service';
import { createReferralService } from './features/referral/service';
import { createSessionService } from './features/session/service';
import { createOwnerNoticesService } from './features/settings/owner-notices-service';
import { createTestSmsService } from './features/settings/test-sms-service';
import { createVoiceSettingsService } from './features/settings/voice-settings-service';
import { createWeatherService } from './features/weather/service';
import { answerInbound } from './inbound/answer-inbound';
import type { Logger } from './logger';
import { contentFolder } from './paths';

/**
 * The composition root of the features: every feature's service is built here, once, from the
 * process's parts (database, clock, channels) and from the other features it calls, and what
 * comes in on the channels is connected to its owners (src/server/inbound). The HTTP app
 * (app.ts) mounts each feature's routes on these services and builds nothing itself; the
 * worker runs `jobs`. The same wiring serves `main.ts`, the tests and the demo.
 */
export function buildFeatures(parts: {
  config: Config;
  logger: Logger;
  db: Database;
  /** Whether the database is the embedded one (its sweep writes smaller chunks, one at a time). */
  embedded: boolean;
  clock: Clock;
  channels: Channels;
}) {
  const { config, logger, db, clock, channels } = parts;
  const { sms, voice, email } = channels;
  const publicUrl = config.publicUrl;

  const auth: Auth = createAuth({ config, db, email });
  const consent = createConsentService({
    db,
    sms,
    voice,
    email,
    clock,
    publicUrl,
    servedCountries: config.servedCountries,
  });
  const checkIns = createCheckInService({
    db,
    ...(parts.embedded ? { sweepChunk: { size: 200, concurrency: 1 } } : {}),
    sms,
    voice,
    email,
    clock,
    logger,
    publicUrl,
    linkSecret: config.authSecret,
  });
  const pauses = createPauseService({ db, sms, clock, pauseOpenDay: checkIns.pauseOpenDay });
  // What comes in, to its owner: one handler per kind, explicit calls (src/server/inbound).
  channels.dispatch.connect(answerInbound({ consent, checkIns, pauses }));

  const stripeClient = config.stripe && createStripeClient(config.stripe);
  const billing = createBillingService({
    db,
    email,
    announceStop: checkIns.announceStop,
    provider:
      config.stripe && stripeClient
        ? createStripeBillingProvider(config.stripe, stripeClient)
        : createDemoBillingProvider(clock),
    clock,
    logger,
    publicUrl,
    stripe: config.stripe && stripeClient && { client: stripeClient, config: config.stripe },
  });
  const protection = createProtectionService({ db, email, clock, publicUrl });
  const weather = createWeatherService({ db, clock, weather: config.weather });

  const emailConsent: EmailConsentDeps = { email, clock, publicUrl, linkSecret: config.authSecret };
  const family = createFamilyService(db, (tx, request) => askToConfirm(emailConsent, tx, request));
  const session = createSessionService({
    auth,
    db,
    email,
    config,
    firstNameOf: (userId) => family.firstNameOf(userId),
    subscriptionStatusOf: (userId) => billing.subscriptionStatus(userId),
  });

  return {
    auth,
    consent,
    checkIns,
    /** Pausing a parent's check-ins (docs/product.md §2.14). */
    pauses,
    billing,
    /** Parents who are not protected: the owner's reminders (decision 037). */
    protection,
    /** Weather warnings where the parents live: the extra check-ins (docs/product.md §2.16). */
    weather,
    family,
    /** A parent's backup contacts (docs/product.md §2.15). */
    backupContacts: createBackupContactService({ db, consent }),
    session,
    emailConsent,
    publicSite: createPublicSiteService({ db, email, publicUrl }),
    alerts: createAlertService({ db, checkIns, clock }),
    library: createLibraryService(db),
    campaigns: createCampaignService({ db, clock }),
    voiceSettings: createVoiceSettingsService(db),
    testSms: createTestSmsService({ db, sms }),
    ownerNotices: createOwnerNoticesService(db, consent),
    dashboard: createDashboardService({ db, clock, family, sender: sms }),
    referral: createReferralService({ db, email, clock, publicUrl }),
    account: createAccountService({ db, email, billing, checkIns, clock }),
    onboarding: createOnboardingService({ db, sms, voice, clock }),
    blog: createBlogService(path.join(contentFolder, 'blog')),
    /** The worker's jobs, every feature's and the channels'. */
    jobs: [
      consent.reminderJob(),
      protection.reminderJob(),
      weather.pollJob(),
      checkIns.sweepJob(),
      pauses.resumeJob(),
      billing.demoPeriodJob(),
      billing.billingNoticesJob(),
      expiredCountersJob({ db, clock }),
      ...channels.jobs,
    ],
  };
}

export type Features = ReturnType<typeof buildFeatures>;
