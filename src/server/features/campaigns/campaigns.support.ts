import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { campaignDetailSchema, type CampaignDto } from '@/shared/campaigns';
import { messageCampaigns } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import type { TestHarness } from '../../test/test-app';

/** What the campaign tests (campaigns, campaign-changes.int.test.ts) ask of a file's service. */
export function campaignHelpers(harness: () => TestHarness) {
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    harness().app.request(path, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });

  const json = async <T>(response: Response) => (await response.json()) as T;

  async function addParent(cookie: string, timezone: string, messageTime: string) {
    const response = await call('POST', '/api/parents', cookie, {
      firstName: 'Rose',
      lastName: 'Lee',
      relationshipType: 'parent',
      phone: `(212) 555-01${String(Math.floor(Math.random() * 90) + 10)}`,
      city: 'Albany',
      state: 'New York',
      zipOrCounty: '12207',
      timezone,
      messageTime,
    });
    expect(response.status).toBe(201);
  }

  const week = (label: string) => Array.from({ length: 7 }, (_, i) => `${label} day ${i + 1}`);

  async function create(cookie: string, overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/campaigns', cookie, {
      name: 'Spring hellos',
      description: 'A week of spring',
      startDate: '2026-03-10',
      messages: week('Spring'),
      ...overrides,
    });
    return {
      response,
      body: await json<{ campaign: CampaignDto; error?: { message: string } }>(response),
    };
  }

  const detail = async (cookie: string, id: string) =>
    json(await call('GET', `/api/campaigns/${id}`, cookie)).then((body) =>
      campaignDetailSchema.parse(body),
    );

  const campaignsOf = (userId: string) =>
    harness()
      .database.db.select()
      .from(messageCampaigns)
      .where(eq(messageCampaigns.userId, userId));

  /**
   * Alex, Blair and Carol. Alex's first parent is in Chicago at 9:00; a second, in New York at
   * 8:00 (7:00 Chicago time), sends earlier, so it decides when a day locks. Blair's is in
   * Chicago; Carol has none.
   */
  async function signInOwners() {
    const alex = await signInAs(harness(), 'alex-campaigns@example.com', 'Alex');
    const blair = await signInAs(harness(), 'blair-campaigns@example.com', 'Blair');
    const carol = await signInAs(harness(), 'carol-campaigns@example.com', 'Carol');
    await addParent(alex, 'America/Chicago', '09:00');
    await addParent(alex, 'America/New_York', '08:00');
    await addParent(blair, 'America/Chicago', '09:00');
    const session = await json<{ user: { id: string } }>(await call('GET', '/api/session', alex));
    return { alex, blair, carol, alexId: session.user.id };
  }

  return { call, json, week, create, detail, campaignsOf, signInOwners };
}
