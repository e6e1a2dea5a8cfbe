import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaignMessages, campaignListSchema } from '@/shared/campaigns';
import { scheduledMessages } from '../../db/schema';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { campaignHelpers } from './campaigns.support';
import { markCampaignMessagesSent } from './engine-messages';

// A campaign paused, kept from others, its messages edited, and deleted; creating one and the
// list: campaigns.int.test.ts.

// 10:00 PM on 9 March in Chicago (already the 10th in UTC): "today" is the owner's date.
const START = new Date('2026-03-10T03:00:00Z');
let current = START;
const clock = { now: () => new Date(current) };

let harness: TestHarness;
let alex: string;
let blair: string;
let carol: string;

const { call, json, create, detail, signInOwners } = campaignHelpers(() => harness);

beforeAll(async () => {
  harness = await createTestHarness({ clock });
  ({ alex, blair, carol } = await signInOwners());
});
afterAll(async () => {
  await harness.close();
});
beforeEach(() => {
  current = START;
});

describe('campaign routes', () => {
  it('pause and activate a campaign', async () => {
    const { campaign } = (await create(alex)).body;
    const paused = await call('PATCH', `/api/campaigns/${campaign.id}`, alex, { active: false });
    expect(paused.status).toBe(200);
    expect(await json(paused)).toMatchObject({ campaign: { active: false, messageCount: 7 } });
    expect((await detail(alex, campaign.id)).campaign.active).toBe(false);
    const bad = await call('PATCH', `/api/campaigns/${campaign.id}`, alex, { active: 'no' });
    expect(bad.status).toBe(400);
    const active = await call('PATCH', `/api/campaigns/${campaign.id}`, alex, { active: true });
    expect(await json(active)).toMatchObject({ campaign: { active: true } });
  });

  it('never show or change another account’s campaigns or messages', async () => {
    const { campaign } = (await create(alex, { name: 'Private' })).body;
    const [message] = (await detail(alex, campaign.id)).messages;
    const list = campaignListSchema.parse(await json(await call('GET', '/api/campaigns', blair)));
    expect(list.campaigns.map((c) => c.id)).not.toContain(campaign.id);
    for (const [method, path, body] of [
      ['GET', `/api/campaigns/${campaign.id}`, undefined],
      ['PATCH', `/api/campaigns/${campaign.id}`, { active: false }],
      ['DELETE', `/api/campaigns/${campaign.id}`, undefined],
      ['PUT', `/api/scheduled-messages/${message!.id}`, { content: 'Hijacked' }],
    ] as const) {
      const response = await call(method, path, blair, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const after = await detail(alex, campaign.id);
    expect(after.campaign).toMatchObject({ active: true, messageCount: 7 });
    expect(after.messages[0]!.content).toBe('Spring day 1');
  });

  it('edit a message until 15 minutes before its first send, then refuse', async () => {
    const { campaign } = (await create(alex, { startDate: '2026-03-11' })).body;
    const [first] = (await detail(alex, campaign.id)).messages;
    // 11 March, 8:00 AM in New York (EDT) is 12:00 UTC; it locks at 11:45.
    expect(first!.sendsAt).toBe('2026-03-11T12:00:00.000Z');
    const edit = (content: string) =>
      call('PUT', `/api/scheduled-messages/${first!.id}`, alex, { content });

    current = new Date('2026-03-11T11:44:59Z');
    const early = await edit('  Morning, Mom!  ');
    expect(early.status).toBe(200);
    expect(await json(early)).toMatchObject({
      message: { content: 'Morning, Mom!', status: 'scheduled' },
    });

    current = new Date('2026-03-11T11:45:00Z');
    const late = await edit('Too late');
    expect(late.status).toBe(409);
    expect(await json(late)).toMatchObject({
      error: { code: 'conflict', message: campaignMessages.locked },
    });
    expect((await detail(alex, campaign.id)).messages[0]).toMatchObject({
      content: 'Morning, Mom!',
      status: 'locked',
    });

    await markCampaignMessagesSent(harness.database.db, [first!.id], current);
    current = new Date('2026-03-15T00:00:00Z');
    const sent = await edit('After sending');
    expect(sent.status).toBe(409);
    expect(await json(sent)).toMatchObject({ error: { message: campaignMessages.sent } });
    expect((await detail(alex, campaign.id)).messages[0]).toMatchObject({
      content: 'Morning, Mom!',
      status: 'sent',
    });

    const empty = await call('PUT', `/api/scheduled-messages/${first!.id}`, alex, {
      content: '   ',
    });
    expect(await json(empty)).toMatchObject({
      error: { message: campaignMessages.contentRequired },
    });
  });

  it('keep a message editable until sent when no parent has check-ins on', async () => {
    const { campaign } = (await create(carol, { startDate: '2026-03-10' })).body;
    const [first] = (await detail(carol, campaign.id)).messages;
    expect(first!.sendsAt).toBeNull();
    current = new Date('2026-03-20T12:00:00Z');
    const edit = await call('PUT', `/api/scheduled-messages/${first!.id}`, carol, {
      content: 'Still mine to change',
    });
    expect(edit.status).toBe(200);
    await markCampaignMessagesSent(harness.database.db, [first!.id], current);
    const sent = await call('PUT', `/api/scheduled-messages/${first!.id}`, carol, {
      content: 'No more',
    });
    expect(sent.status).toBe(409);
  });

  it('delete a campaign with its unsent messages, keeping sent ones as history', async () => {
    const { campaign } = (await create(alex, { name: 'To delete' })).body;
    const messages = (await detail(alex, campaign.id)).messages;
    await markCampaignMessagesSent(harness.database.db, [messages[0]!.id], current);

    const response = await call('DELETE', `/api/campaigns/${campaign.id}`, alex);
    expect(response.status).toBe(204);
    expect((await call('GET', `/api/campaigns/${campaign.id}`, alex)).status).toBe(404);
    const list = campaignListSchema.parse(await json(await call('GET', '/api/campaigns', alex)));
    expect(list.campaigns.map((c) => c.id)).not.toContain(campaign.id);

    const left = await harness.database.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.content, 'Spring day 1'));
    const history = left.filter((row) => row.id === messages[0]!.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ campaignId: null });
    for (const message of messages.slice(1)) {
      const [row] = await harness.database.db
        .select()
        .from(scheduledMessages)
        .where(eq(scheduledMessages.id, message.id));
      expect(row).toBeUndefined();
    }
    // The sent message is history now: not editable through any campaign.
    const edit = await call('PUT', `/api/scheduled-messages/${messages[0]!.id}`, alex, {
      content: 'x',
    });
    expect(edit.status).toBe(404);
  });
});
