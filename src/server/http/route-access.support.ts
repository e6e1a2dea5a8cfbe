import { sampleFamilyMember, sampleParent } from '../test/family-bodies';
import type { TestHarness } from '../test/test-app';

/**
 * The authorization matrix, built from the app's own route list. Routes anyone may call: health checks, provider webhooks (they carry their own signatures),
 * sign-in itself, the public site, and the local-only developer tools. Every other route the
 * app serves must answer 401 without a session; a new route is checked the day it is added,
 * and a new public one has to be named here on purpose.
 */
export const publicRoutes = new Set([
  'GET /healthz',
  'GET /readyz',
  'POST /webhooks/stripe',
  'POST /webhooks/sms',
  'POST /webhooks/sms/status',
  'POST /webhooks/voice/inbound',
  'POST /webhooks/voice/answer',
  'POST /webhooks/voice/gather',
  'POST /webhooks/voice/status',
  'GET /api/session',
  'POST /api/session/sign-up',
  'POST /api/session/magic-link',
  'POST /api/session/exchange',
  'POST /api/session/password',
  'POST /api/session/forgot-password',
  'POST /api/session/reset-password/check',
  'POST /api/session/reset-password',
  'POST /api/session/sign-out',
  'GET /api/blog/posts',
  'GET /api/blog/posts/:slug',
  'GET /blog/rss.xml',
  'GET /api/pricing',
  'GET /api/public-config',
  'GET /api/pages/:name',
  'POST /api/waitlist',
  'POST /api/newsletter',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/unsubscribe',
  // An alert's page: its signed, per-recipient link is the credential (alert-page.int.test.ts).
  'GET /api/alerts/:token',
  'POST /api/alerts/:token/claim',
  'POST /api/alerts/:token/resolve',
  // An e-mail's confirm and one-click unsubscribe links: signed, bound to their address
  // (email-consent.int.test.ts).
  'GET /email/confirm/:token',
  'POST /email/confirm/:token',
  'GET /unsubscribe/:token',
  'POST /unsubscribe/:token',
]);
const isDevTool = (path: string) => path.startsWith('/api/dev/');

// A well-formed value for each path parameter, so a 401 cannot be a 400 in disguise.
export const sampleParams: Record<string, string> = {
  id: '6f1c2b1e-8d4a-4c3e-9a51-2f0d3c4b5a69',
  parentId: '6f1c2b1e-8d4a-4c3e-9a51-2f0d3c4b5a69',
  contactId: '6f1c2b1e-8d4a-4c3e-9a51-2f0d3c4b5a69',
};

/** The rows one owner (Alex) has, which another owner (Blair) must not be able to reach. */
export interface Rows {
  parent: string;
  familyMember: string;
  backupContact: string;
  template: string;
  content: string;
  campaign: string;
  scheduledMessage: string;
  consent: string;
}

/**
 * How a signed-in route reaches data. `account`: it works on the signed-in account as a whole
 * (no row named in the request), so another account has nothing to aim at. A row-scoped route
 * names a row in its path, query or body; it gets a request that would be valid for the row's
 * owner, so a 404 cannot be a 400 in disguise. Every signed-in route must be listed: a new one
 * fails the test until someone decides which kind it is.
 */
export type Access =
  | 'account'
  | {
      path: (rows: Rows) => string;
      body?: (rows: Rows) => unknown;
      query?: (rows: Rows) => string;
    };

export const templateBody = { title: 'Hello', messageContent: 'Good morning!', variables: {} };
export const contentBody = { contentType: 'greeting', title: 'Hi', content: 'Hello there' };
/** A parent's backup contact, as the owner adds one (a neighbour's cell). */
export const backupContactBody = { firstName: 'Rosa', phone: '(917) 555-0177', phoneKind: 'cell' };
export const week = Array.from({ length: 7 }, (_, day) => `Day ${day + 1}`);

export const matrix: Record<string, Access> = {
  'POST /api/session/sign-out-everywhere': 'account',
  'GET /api/profile': 'account',
  'PUT /api/profile': 'account',
  'GET /api/parents': 'account',
  'POST /api/parents': 'account',
  'PUT /api/parents/:id': {
    path: (rows) => `/api/parents/${rows.parent}`,
    body: () => sampleParent(),
  },
  'DELETE /api/parents/:id': { path: (rows) => `/api/parents/${rows.parent}` },
  'POST /api/parents/:id/check-in': { path: (rows) => `/api/parents/${rows.parent}/check-in` },
  'GET /api/parents/:id/backup-contacts': {
    path: (rows) => `/api/parents/${rows.parent}/backup-contacts`,
  },
  'POST /api/parents/:id/backup-contacts': {
    path: (rows) => `/api/parents/${rows.parent}/backup-contacts`,
    body: () => backupContactBody,
  },
  'PATCH /api/parents/:id/backup-contacts/:contactId': {
    path: (rows) => `/api/parents/${rows.parent}/backup-contacts/${rows.backupContact}`,
    body: () => backupContactBody,
  },
  'DELETE /api/parents/:id/backup-contacts/:contactId': {
    path: (rows) => `/api/parents/${rows.parent}/backup-contacts/${rows.backupContact}`,
  },
  'GET /api/pauses': 'account',
  'PUT /api/parents/:id/pause': {
    path: (rows) => `/api/parents/${rows.parent}/pause`,
    body: () => ({ from: '2099-01-05', until: '2099-01-07', reason: 'A trip' }),
  },
  'DELETE /api/parents/:id/pause': { path: (rows) => `/api/parents/${rows.parent}/pause` },
  'GET /api/schedules': 'account',
  'PUT /api/schedules/:parentId': {
    path: (rows) => `/api/schedules/${rows.parent}`,
    body: () => ({ timezone: 'America/New_York', messageTime: '08:00', enabled: false }),
  },
  'GET /api/family-members': 'account',
  'POST /api/family-members': {
    path: () => '/api/family-members',
    body: (rows) => sampleFamilyMember([rows.parent]),
  },
  'PUT /api/family-members/:id': {
    path: (rows) => `/api/family-members/${rows.familyMember}`,
    body: (rows) => sampleFamilyMember([rows.parent]),
  },
  'DELETE /api/family-members/:id': { path: (rows) => `/api/family-members/${rows.familyMember}` },
  'GET /api/consents': 'account',
  'POST /api/consents/:id/send': { path: (rows) => `/api/consents/${rows.consent}/send` },
  'GET /api/onboarding': 'account',
  'PUT /api/onboarding': 'account',
  'POST /api/onboarding/complete': 'account',
  'POST /api/first-message': {
    path: () => '/api/first-message',
    body: (rows) => ({ parentId: rows.parent, message: 'Hello from the family' }),
  },
  'GET /api/message-categories': 'account',
  'GET /api/templates': 'account',
  'POST /api/templates': 'account',
  'PUT /api/templates/:id': {
    path: (rows) => `/api/templates/${rows.template}`,
    body: () => templateBody,
  },
  'PATCH /api/templates/:id/favorite': {
    path: (rows) => `/api/templates/${rows.template}/favorite`,
    body: () => ({ isFavorite: true }),
  },
  'DELETE /api/templates/:id': { path: (rows) => `/api/templates/${rows.template}` },
  'GET /api/content': 'account',
  'POST /api/content': 'account',
  'PUT /api/content/:id': {
    path: (rows) => `/api/content/${rows.content}`,
    body: () => contentBody,
  },
  'DELETE /api/content/:id': { path: (rows) => `/api/content/${rows.content}` },
  'GET /api/campaigns': 'account',
  'POST /api/campaigns': 'account',
  'GET /api/campaigns/:id': { path: (rows) => `/api/campaigns/${rows.campaign}` },
  'PATCH /api/campaigns/:id': {
    path: (rows) => `/api/campaigns/${rows.campaign}`,
    body: () => ({ active: false }),
  },
  'DELETE /api/campaigns/:id': { path: (rows) => `/api/campaigns/${rows.campaign}` },
  'PUT /api/scheduled-messages/:id': {
    path: (rows) => `/api/scheduled-messages/${rows.scheduledMessage}`,
    body: () => ({ content: 'Changed by someone else' }),
  },
  'GET /api/dashboard/overview': 'account',
  'GET /api/dashboard/activity': 'account',
  'GET /api/messages': { path: () => '/api/messages', query: (rows) => `parent=${rows.parent}` },
  'GET /api/settings/voice': 'account',
  'PUT /api/settings/voice': 'account',
  'GET /api/settings/owner-notices': 'account',
  'PUT /api/settings/owner-notices': 'account',
  'GET /api/test-sms/numbers': 'account',
  'POST /api/test-sms': 'account',
  'GET /api/billing/subscription': 'account',
  'GET /api/billing/subscription-read': 'account',
  'POST /api/billing/checkout': 'account',
  'POST /api/billing/trial': 'account',
  'POST /api/billing/portal': 'account',
  'POST /api/billing/demo-checkout': 'account',
  'POST /api/billing/demo-cancel': 'account',
  'GET /api/referral': 'account',
  'POST /api/referral/invites': 'account',
  'GET /api/account/export': 'account',
  'POST /api/account/delete': 'account',
};

/** The routes the app serves that are neither public nor developer tools. */
export const signedInRoutes = (harness: TestHarness) => {
  const seen = new Set<string>();
  for (const route of harness.app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    if (!publicRoutes.has(key) && !isDevTool(route.path)) seen.add(key);
  }
  return [...seen];
};

export const errorOf = async (response: Response) =>
  (
    (await response.json().catch(() => undefined)) as
      { error?: { code?: string; message?: string } } | undefined
  )?.error;
