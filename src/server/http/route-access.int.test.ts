import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFamilyMember, sampleParent } from '../test/family-bodies';
import { callJson, signInAs } from '../test/sign-in';
import { createTestHarness, type TestHarness } from '../test/test-app';

/**
 * The authorization matrix, built from the app's own route list. Routes anyone may call: health checks, provider webhooks (they carry their own signatures),
 * sign-in itself, the public site, and the local-only developer tools. Every other route the
 * app serves must answer 401 without a session; a new route is checked the day it is added,
 * and a new public one has to be named here on purpose.
 */
const publicRoutes = new Set([
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
  // An alert's page: its signed, per-recipient link is the credential (alerts.int.test.ts).
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
const sampleParams: Record<string, string> = {
  id: '6f1c2b1e-8d4a-4c3e-9a51-2f0d3c4b5a69',
  parentId: '6f1c2b1e-8d4a-4c3e-9a51-2f0d3c4b5a69',
};

/** The rows one owner (Alex) has, which another owner (Blair) must not be able to reach. */
interface Rows {
  parent: string;
  familyMember: string;
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
type Access =
  | 'account'
  | {
      path: (rows: Rows) => string;
      body?: (rows: Rows) => unknown;
      query?: (rows: Rows) => string;
    };

const templateBody = { title: 'Hello', messageContent: 'Good morning!', variables: {} };
const contentBody = { contentType: 'greeting', title: 'Hi', content: 'Hello there' };
const week = Array.from({ length: 7 }, (_, day) => `Day ${day + 1}`);

const matrix: Record<string, Access> = {
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

// A fixed day, so the campaign's start date (at most 30 days ahead) stays valid.
const TODAY = '2026-03-10T15:00:00Z';

let harness: TestHarness;
let alex: string;
let blair: string;
let rows: Rows;

const call = (method: string, path: string, cookie?: string, body?: unknown) =>
  callJson(harness, method, path, cookie, body);

async function created<T>(response: Response): Promise<T> {
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`setting up failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Gives Alex one row of every kind a route can name. */
async function alexsRows(): Promise<Rows> {
  const { parent } = await created<{ parent: { id: string } }>(
    await call('POST', '/api/parents', alex, sampleParent()),
  );
  const { familyMember } = await created<{ familyMember: { id: string } }>(
    await call('POST', '/api/family-members', alex, sampleFamilyMember([parent.id])),
  );
  const { template } = await created<{ template: { id: string } }>(
    await call('POST', '/api/templates', alex, templateBody),
  );
  const { item } = await created<{ item: { id: string } }>(
    await call('POST', '/api/content', alex, contentBody),
  );
  const { campaign } = await created<{ campaign: { id: string } }>(
    await call('POST', '/api/campaigns', alex, {
      name: 'Spring',
      startDate: '2026-03-20',
      messages: week,
    }),
  );
  const detail = await created<{ messages: { id: string }[] }>(
    await call('GET', `/api/campaigns/${campaign.id}`, alex),
  );
  const { consents } = await created<{ consents: { id: string }[] }>(
    await call('GET', '/api/consents', alex),
  );
  return {
    parent: parent.id,
    familyMember: familyMember.id,
    template: template.id,
    content: item.id,
    campaign: campaign.id,
    scheduledMessage: detail.messages[0]!.id,
    consent: consents[0]!.id,
  };
}

/** Everything Alex can see of his own rows, to prove a refused request changed nothing. */
async function alexsView() {
  const views = [];
  for (const path of [
    '/api/parents',
    '/api/family-members',
    '/api/schedules',
    '/api/consents',
    '/api/templates',
    '/api/content',
    `/api/campaigns/${rows.campaign}`,
    '/api/messages',
  ])
    views.push(await (await call('GET', path, alex)).json());
  return views;
}

beforeAll(async () => {
  harness = await createTestHarness({ clock: { now: () => new Date(TODAY) } });
  alex = await signInAs(harness, 'alex-matrix@example.com', 'Alex');
  blair = await signInAs(harness, 'blair-matrix@example.com', 'Blair');
  rows = await alexsRows();
});
afterAll(async () => {
  await harness.close();
});

const signedInRoutes = () => {
  const seen = new Set<string>();
  for (const route of harness.app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    if (!publicRoutes.has(key) && !isDevTool(route.path)) seen.add(key);
  }
  return [...seen];
};

const errorOf = async (response: Response) =>
  (
    (await response.json().catch(() => undefined)) as
      { error?: { code?: string; message?: string } } | undefined
  )?.error;

describe('every route that is not public', () => {
  it('is found in the app’s own route list, and has an entry in the matrix', () => {
    // Guards the test itself: an empty list would pass everything below.
    expect(signedInRoutes().length).toBeGreaterThan(40);
    for (const key of publicRoutes) {
      const [method, path] = key.split(' ');
      expect(
        harness.app.routes.some((route) => route.method === method && route.path === path),
        `${key} is listed as public but the app does not serve it`,
      ).toBe(true);
    }
    expect(signedInRoutes().filter((key) => !(key in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !signedInRoutes().includes(key))).toEqual([]);
  });

  it('answers 401 with the error body when there is no session, for reads and writes', async () => {
    const refused: string[] = [];
    for (const key of signedInRoutes()) {
      const [method, pattern] = key.split(' ') as [string, string];
      const path = pattern.replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? 'x');
      const write = method !== 'GET';
      const response = await harness.app.request(path, {
        method,
        headers: write ? { 'content-type': 'application/json' } : {},
        body: write ? '{}' : undefined,
      });
      const error = await errorOf(response);
      if (response.status !== 401 || !error?.code || !error.message)
        refused.push(`${key} answered ${response.status}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('a row-scoped route, called by another account', () => {
  it('answers 404 with the error body, exactly as for a row that does not exist, and changes nothing', async () => {
    const before = await alexsView();
    const leaks: string[] = [];
    for (const [key, access] of Object.entries(matrix)) {
      if (access === 'account') continue;
      const method = key.split(' ')[0]!;
      const query = access.query ? `?${access.query(rows)}` : '';
      const response = await call(method, access.path(rows) + query, blair, access.body?.(rows));
      const error = await errorOf(response);
      if (response.status !== 404 || error?.code !== 'not_found' || !error.message)
        leaks.push(`${key} answered ${response.status} ${JSON.stringify(error)}`);
    }
    expect(leaks).toEqual([]);
    expect(await alexsView()).toEqual(before);
  });

  it('is reachable by the row’s owner with the same request, so the 404 above means refused', async () => {
    // Reads and the harmless writes only; deletes would take the rows the test needs.
    for (const key of ['GET /api/campaigns/:id', 'PUT /api/templates/:id', 'GET /api/messages']) {
      const access = matrix[key] as Exclude<Access, 'account'>;
      const query = access.query ? `?${access.query(rows)}` : '';
      const response = await call(
        key.split(' ')[0]!,
        access.path(rows) + query,
        alex,
        access.body?.(rows),
      );
      expect(response.status, key).toBe(200);
    }
  });
});
