import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFamilyMember, sampleParent } from '../test/family-bodies';
import { callJson, signInAs } from '../test/sign-in';
import { createTestHarness, type TestHarness } from '../test/test-app';
import {
  backupContactBody,
  contentBody,
  errorOf,
  matrix,
  templateBody,
  week,
  type Access,
  type Rows,
} from './route-access.support';

// The authorization matrix (route-access.support.ts), for another account's rows. Without a
// session: route-access.int.test.ts.

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
  const { backupContact } = await created<{ backupContact: { id: string } }>(
    await call('POST', `/api/parents/${parent.id}/backup-contacts`, alex, backupContactBody),
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
    backupContact: backupContact.id,
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
    `/api/parents/${rows.parent}/backup-contacts`,
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
