import path from 'node:path';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { webhookRoutes } from './channels/webhooks/routes';
import type { Config } from './config';
import { AdjustableClock } from './dev/adjustable-clock';
import { localHostOnly } from './dev/local-host-only';
import { devRoutes } from './dev/routes';
import { weatherStandInRoutes } from './dev/weather-routes';
import { readSession } from './auth/session-guard';
import { blogPageHead, blogPostMissing } from './features/blog/head';
import { blogRoutes } from './features/blog/routes';
import { campaignRoutes } from './features/campaigns/routes';
import { contentPageRoutes } from './features/content-pages/routes';
import { consentRoutes } from './features/consent/routes';
import { billingRoutes, billingWebhookRoutes, followFamilySize } from './features/billing/routes';
import { referralRoutes } from './features/referral/routes';
import { accountRoutes } from './features/account/routes';
import { alertRoutes } from './features/alerts/routes';
import { checkInRoutes } from './features/checkins/routes';
import { pauseRoutes } from './features/pauses/routes';
import { backupContactRoutes } from './features/backup-contacts/routes';
import { onboardingRoutes } from './features/onboarding/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { familyRoutes } from './features/family/routes';
import { emailConsentRoutes } from './features/email-consent/routes';
import { healthRoutes } from './features/health/routes';
import { libraryRoutes } from './features/library/routes';
import { publicSiteRoutes } from './features/public-site/routes';
import { sessionRoutes } from './features/session/routes';
import { settingsRoutes } from './features/settings/routes';
import { ownerEmailOff } from './features/settings/owner-email-off';
import { createAfterResponse, type AfterResponse } from './http/after-response';
import type { AppEnv } from './http/app-env';
import { bodySizeLimit } from './http/body-limit';
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
import type { Services } from './services';

export interface AppDependencies {
  /** Everything the process built (services.ts, features.ts): the app only mounts it. */
  services: Services;
  /** The services' own unless given (tests try the app with another). */
  config?: Config;
  logger?: Logger;
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
  const { services } = deps;
  const { features, channels, database, clock, auth } = services;
  const config = deps.config ?? services.config;
  const logger = deps.logger ?? services.logger;
  const { db } = database;
  const limits = { trustProxy: config.trustProxy, limitPerIp: config.authLimitPerIp };
  const afterResponse = deps.afterResponse ?? createAfterResponse(logger);
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(requestLogger(logger));
  app.use(securityHeaders(config.appEnv === 'production'));
  app.use(bodySizeLimit(256 * 1024));
  app.use(jsonDepthLimit());

  app.route(
    '/',
    healthRoutes({
      database,
      worker: deps.worker,
      isShuttingDown: deps.isShuttingDown ?? (() => false),
    }),
  );

  // Before the text and call webhooks, whose Twilio signature check covers all of /webhooks.
  app.route('/webhooks', billingWebhookRoutes(features.billing));
  app.route(
    '/webhooks',
    webhookRoutes({
      sms: channels.sms,
      voice: channels.voice,
      authToken: channels.webhookAuthToken,
      publicUrl: config.publicUrl,
    }),
  );

  // After the webhooks: providers post from their own servers and sign their requests instead.
  app.use('/api/*', sameOriginWrites(config.publicUrl));

  app.route('/api/session', sessionRoutes(features.session, db, limits, afterResponse));
  for (const path of [
    '/api/parents',
    '/api/parents/*',
    '/api/family-members',
    '/api/family-members/*',
  ])
    app.use(path, followFamilySize(features.billing, auth));
  app.route('/api', familyRoutes(features.family, auth, config.servedCountries));
  app.route('/api', consentRoutes(features.consent, auth, db));
  app.route('/api', billingRoutes(features.billing, auth));
  app.route('/api', checkInRoutes(features.checkIns, auth));
  app.route('/api', pauseRoutes(features.pauses, auth));
  app.route('/api', backupContactRoutes(features.backupContacts, auth, config.servedCountries));
  app.route('/api', alertRoutes(features.alerts));
  // E-mails' confirm and one-click unsubscribe links (docs/product.md §3). Outside /api on purpose,
  // so the same-origin check above does not apply: RFC 8058's POST comes from the mail
  // provider's servers or a webmail page on another origin, with no session, and the signed
  // link is its only credential (a forged request would need the link, which is the permission).
  app.route(
    '/',
    emailConsentRoutes({
      ...features.emailConsent,
      db,
      unsubscribeNewsletter: (address) => features.publicSite.unsubscribeAddress(address),
      ownerEmailOff,
    }),
  );
  app.route('/api', libraryRoutes(features.library, auth));
  app.route('/api', campaignRoutes(features.campaigns, auth));
  app.route(
    '/api',
    settingsRoutes({
      voiceSettings: features.voiceSettings,
      testSms: features.testSms,
      ownerNotices: features.ownerNotices,
      auth,
      db,
    }),
  );
  app.route('/api', dashboardRoutes(features.dashboard, auth));
  app.route('/api', referralRoutes(features.referral, auth));
  app.route('/api', accountRoutes(features.account, auth));
  app.route(
    '/api',
    onboardingRoutes({
      onboarding: features.onboarding,
      auth,
      db,
      sessionUser: (userId) => features.session.sessionUser(userId),
    }),
  );

  const devTools = config.localMode && clock instanceof AdjustableClock;
  if (devTools) {
    // The tools' API and their pages alike (the pages are the web app's, served further down).
    for (const path of ['/api/dev/*', '/dev', '/dev/*']) app.use(path, localHostOnly());
    app.route(
      '/api/dev',
      devRoutes({ config, db, channels, clock, runSchedulesNow: deps.runSchedulesNow }),
    );
    app.route(
      '/api/dev/weather',
      weatherStandInRoutes({ weather: features.weather, clock, logger }),
    );
  }

  const blog = features.blog;
  app.route('/', blogRoutes(blog, config.publicUrl, path.join(contentFolder, 'blog', 'images')));
  app.get('/api/pricing', (c) => sendJson(c, priceCatalogueSchema, priceCatalogue));
  app.get('/api/public-config', (c) =>
    sendJson(c, publicConfigSchema, {
      serviceWorkerHosts: config.serviceWorkerHosts,
      devTools,
    }),
  );
  app.route('/api/pages', contentPageRoutes(contentFolder));
  app.route('/api', publicSiteRoutes(features.publicSite, auth, db, limits, afterResponse));

  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `No API route matches ${c.req.method} ${c.req.path}.`), 404),
  );

  if (deps.webRoot && config.role !== 'worker') {
    // The public pages are rendered with the data their API routes answer, asked in-process.
    const getJson = async (apiPath: string) => {
      const response = await app.request(apiPath);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const postMissing = blogPostMissing(blog);
    app.route(
      '/',
      spaRoutes(deps.webRoot, {
        pageHead: blogPageHead(blog, config.publicUrl),
        getJson,
        isSignedIn: async (headers) => (await readSession(auth, headers)) !== undefined,
        // Without the local tools, their pages are no page at all (a 404, not an empty tool).
        isMissing: (requestPath) =>
          postMissing(requestPath) || (!devTools && isDevToolPath(requestPath)),
      }),
    );
  }

  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));
  app.onError(createErrorHandler(logger));
  return app;
}

/** The local tools' pages (/dev/phone, /dev/mailbox…), whatever the letter case. */
const isDevToolPath = (requestPath: string) => /^\/dev(\/|$)/i.test(requestPath);

export type App = ReturnType<typeof createApp>;
