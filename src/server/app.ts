import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { Channels } from './channels/create-channels';
import { webhookRoutes } from './channels/webhooks/routes';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { AdjustableClock } from './dev/adjustable-clock';
import { localHostOnly } from './dev/local-host-only';
import { devRoutes } from './dev/routes';
import type { Auth } from './auth/auth';
import { readSession } from './auth/session-guard';
import { blogPageHead } from './features/blog/head';
import { blogRoutes } from './features/blog/routes';
import { createBlogService } from './features/blog/service';
import { campaignRoutes } from './features/campaigns/routes';
import { createCampaignService } from './features/campaigns/service';
import { contentPageRoutes } from './features/content-pages/routes';
import { consentRoutes } from './features/consent/routes';
import type { ConsentService } from './features/consent/service';
import { billingRoutes, billingWebhookRoutes, followFamilySize } from './features/billing/routes';
import { referralRoutes } from './features/referral/routes';
import { createReferralService } from './features/referral/service';
import { accountRoutes } from './features/account/routes';
import { createAccountService } from './features/account/service';
import { alertRoutes } from './features/alerts/routes';
import { createAlertService } from './features/alerts/service';
import { checkInRoutes } from './features/checkins/routes';
import type { CheckInService } from './features/checkins/service';
import type { BillingService } from './features/billing/service';
import { onboardingRoutes } from './features/onboarding/routes';
import { createOnboardingService } from './features/onboarding/service';
import { dashboardRoutes } from './features/dashboard/routes';
import { createDashboardService } from './features/dashboard/service';
import { familyRoutes } from './features/family/routes';
import { createFamilyService } from './features/family/service';
import { askToConfirm, type EmailConsentDeps } from './features/email-consent/service';
import { emailConsentRoutes } from './features/email-consent/routes';
import { healthRoutes } from './features/health/routes';
import { libraryRoutes } from './features/library/routes';
import { createLibraryService } from './features/library/service';
import { publicSiteRoutes } from './features/public-site/routes';
import { createPublicSiteService } from './features/public-site/service';
import { sessionRoutes } from './features/session/routes';
import { settingsRoutes } from './features/settings/routes';
import { createTestSmsService } from './features/settings/test-sms-service';
import { createOwnerNoticesService } from './features/settings/owner-notices-service';
import { ownerEmailOff } from './features/settings/owner-email-off';
import { createVoiceSettingsService } from './features/settings/voice-settings-service';
import { createSessionService } from './features/session/service';
import { createAfterResponse, type AfterResponse } from './http/after-response';
import type { AppEnv } from './http/app-env';
import { AppError } from './http/app-error';
import { createErrorHandler, errorBody } from './http/error-handler';
import { jsonDepthLimit } from './http/json-depth';
import { requestLogger } from './http/request-logger';
import { sameOriginWrites } from './http/same-origin';
import { sendJson } from './http/send-json';
import { securityHeaders } from './http/security-headers';
import { spaRoutes } from './http/spa';
import { contentFolder } from './paths';
import { priceCatalogue, priceCatalogueSchema } from '../shared/pricing';
import { publicConfigSchema } from '../shared/public-site';
import type { Logger } from './logger';

export interface AppDependencies {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  channels: Channels;
  auth: Auth;
  consent: ConsentService;
  billing: BillingService;
  checkIns: CheckInService;
  clock: Clock;
  /** Present when this process's role includes the worker. */
  worker?: { isWorking(): boolean };
  /** Local mode: runs the scheduled jobs once now, after the dev clock moves. */
  runSchedulesNow?: () => Promise<void>;
  /** Work started by a request that runs after its answer (sign-in e-mails); made here if omitted. */
  afterResponse?: AfterResponse;
  /** Folder of the built web app; omitted in tests and in worker-only processes. */
  webRoot?: string;
  isShuttingDown?: () => boolean;
}

/** Builds the HTTP app without listening, so tests call it in-process with `app.request()`. */
export function createApp(deps: AppDependencies) {
  const { config, logger } = deps;
  const afterResponse = deps.afterResponse ?? createAfterResponse(logger);
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(requestLogger(logger));
  app.use(securityHeaders(config.appEnv === 'production'));
  app.use(
    bodyLimit({
      maxSize: 256 * 1024,
      onError: () => {
        throw new AppError('payload_too_large', 'The request body is too large.');
      },
    }),
  );
  app.use(jsonDepthLimit());

  app.route(
    '/',
    healthRoutes({
      database: deps.database,
      worker: deps.worker,
      isShuttingDown: deps.isShuttingDown ?? (() => false),
    }),
  );

  // Before the text and call webhooks, whose Twilio signature check covers all of /webhooks.
  app.route('/webhooks', billingWebhookRoutes(deps.billing));
  app.route(
    '/webhooks',
    webhookRoutes({
      sms: deps.channels.sms,
      voice: deps.channels.voice,
      authToken: deps.channels.webhookAuthToken,
      publicUrl: config.publicUrl,
    }),
  );

  // After the webhooks: providers post from their own servers and sign their requests instead.
  app.use('/api/*', sameOriginWrites(config.publicUrl));

  const emailConsent: EmailConsentDeps = {
    email: deps.channels.email,
    clock: deps.clock,
    publicUrl: config.publicUrl,
    linkSecret: config.authSecret,
  };
  const publicSite = createPublicSiteService({
    db: deps.database.db,
    email: deps.channels.email,
    publicUrl: config.publicUrl,
  });
  const family = createFamilyService(deps.database.db, (tx, request) =>
    askToConfirm(emailConsent, tx, request),
  );
  const sessionService = createSessionService({
    auth: deps.auth,
    db: deps.database.db,
    email: deps.channels.email,
    config,
    firstNameOf: (userId) => family.firstNameOf(userId),
    subscriptionStatusOf: (userId) => deps.billing.subscriptionStatus(userId),
  });
  app.route(
    '/api/session',
    sessionRoutes(
      sessionService,
      deps.database.db,
      { trustProxy: config.trustProxy, limitPerIp: config.authLimitPerIp },
      afterResponse,
    ),
  );
  for (const path of [
    '/api/parents',
    '/api/parents/*',
    '/api/family-members',
    '/api/family-members/*',
  ])
    app.use(path, followFamilySize(deps.billing, deps.auth));
  app.route('/api', familyRoutes(family, deps.auth, config.servedCountries));
  app.route('/api', consentRoutes(deps.consent, deps.auth, deps.database.db));
  app.route('/api', billingRoutes(deps.billing, deps.auth));
  app.route('/api', checkInRoutes(deps.checkIns, deps.auth));
  app.route(
    '/api',
    alertRoutes(
      createAlertService({ db: deps.database.db, checkIns: deps.checkIns, clock: deps.clock }),
    ),
  );
  // E-mails' confirm and one-click unsubscribe links (docs/product.md §3). Outside /api on purpose,
  // so the same-origin check above does not apply: RFC 8058's POST comes from the mail
  // provider's servers or a webmail page on another origin, with no session, and the signed
  // link is its only credential (a forged request would need the link, which is the permission).
  app.route(
    '/',
    emailConsentRoutes({
      ...emailConsent,
      db: deps.database.db,
      unsubscribeNewsletter: (address) => publicSite.unsubscribeAddress(address),
      ownerEmailOff,
    }),
  );
  app.route('/api', libraryRoutes(createLibraryService(deps.database.db), deps.auth));
  app.route(
    '/api',
    campaignRoutes(createCampaignService({ db: deps.database.db, clock: deps.clock }), deps.auth),
  );
  app.route(
    '/api',
    settingsRoutes({
      voiceSettings: createVoiceSettingsService(deps.database.db),
      testSms: createTestSmsService({ db: deps.database.db, sms: deps.channels.sms }),
      ownerNotices: createOwnerNoticesService(deps.database.db, deps.consent),
      auth: deps.auth,
      db: deps.database.db,
    }),
  );
  app.route(
    '/api',
    dashboardRoutes(
      createDashboardService({
        db: deps.database.db,
        clock: deps.clock,
        family,
        sender: deps.channels.sms,
      }),
      deps.auth,
    ),
  );
  app.route(
    '/api',
    referralRoutes(
      createReferralService({
        db: deps.database.db,
        email: deps.channels.email,
        clock: deps.clock,
        publicUrl: config.publicUrl,
      }),
      deps.auth,
    ),
  );
  app.route(
    '/api',
    accountRoutes(
      createAccountService({
        db: deps.database.db,
        email: deps.channels.email,
        billing: deps.billing,
        checkIns: deps.checkIns,
        clock: deps.clock,
      }),
      deps.auth,
    ),
  );
  app.route(
    '/api',
    onboardingRoutes({
      onboarding: createOnboardingService({
        db: deps.database.db,
        sms: deps.channels.sms,
        voice: deps.channels.voice,
        clock: deps.clock,
      }),
      auth: deps.auth,
      db: deps.database.db,
      sessionUser: (userId) => sessionService.sessionUser(userId),
    }),
  );

  if (config.localMode && deps.clock instanceof AdjustableClock) {
    // The tools' API and their pages alike (the pages are the web app's, served further down).
    for (const path of ['/api/dev/*', '/dev', '/dev/*']) app.use(path, localHostOnly());
    app.route(
      '/api/dev',
      devRoutes({
        config,
        db: deps.database.db,
        channels: deps.channels,
        clock: deps.clock,
        runSchedulesNow: deps.runSchedulesNow,
      }),
    );
  }

  const blog = createBlogService(path.join(contentFolder, 'blog'));
  app.route('/', blogRoutes(blog, config.publicUrl, path.join(contentFolder, 'blog', 'images')));
  app.get('/api/pricing', (c) => sendJson(c, priceCatalogueSchema, priceCatalogue));
  app.get('/api/public-config', (c) =>
    sendJson(c, publicConfigSchema, {
      serviceWorkerHosts: config.serviceWorkerHosts,
      devTools: config.localMode && deps.clock instanceof AdjustableClock,
    }),
  );
  app.route('/api/pages', contentPageRoutes(contentFolder));
  app.route(
    '/api',
    publicSiteRoutes(
      publicSite,
      deps.auth,
      deps.database.db,
      { trustProxy: config.trustProxy, limitPerIp: config.authLimitPerIp },
      afterResponse,
    ),
  );

  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `No API route matches ${c.req.method} ${c.req.path}.`), 404),
  );

  if (deps.webRoot && config.role !== 'worker') {
    // The public pages are rendered with the data their API routes answer, asked in-process.
    const getJson = async (apiPath: string) => {
      const response = await app.request(apiPath);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    app.route(
      '/',
      spaRoutes(deps.webRoot, {
        pageHead: blogPageHead(blog, config.publicUrl),
        getJson,
        isSignedIn: async (headers) => (await readSession(deps.auth, headers)) !== undefined,
      }),
    );
  }

  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));
  app.onError(createErrorHandler(logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
