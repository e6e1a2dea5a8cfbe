import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaignMessages, campaignListSchema } from '@/shared/campaigns';
import { scheduledMessages } from '../../db/schema';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { campaignHelpers } from './campaigns.support';
import { markCampaignMessagesSent } from './engine-messages';
import { createCampaignService } from './service';

// A campaign's creation and the list; pausing, editing and deleting: campaign-changes.int.test.ts.

// 10:00 PM on 9 March in Chicago (already the 10th in UTC): "today" is the owner's date.
const START = new Date('2026-03-10T03:00:00Z');
let current = START;
const clock = { now: () => new Date(current) };

let harness: TestHarness;
let alex: string;
let carol: string;
let alexId: string;

const { call, json, week, create, detail, campaignsOf, signInOwners } = campaignHelpers(
  () => harness,
);

beforeAll(async () => {
  harness = await createTestHarness({ clock });
  ({ alex, carol, alexId } = await signInOwners());
});
afterAll(async () => {
  await harness.close();
});
beforeEach(() => {
  current = START;
});

describe('campaign routes', () => {
  it('refuse every request without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/campaigns'],
      ['POST', '/api/campaigns'],
      ['GET', `/api/campaigns/${id}`],
      ['PATCH', `/api/campaigns/${id}`],
      ['DELETE', `/api/campaigns/${id}`],
      ['PUT', `/api/scheduled-messages/${id}`],
    ] as const) {
      const response = await call(method, path, undefined, method === 'GET' ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('create a campaign with one message per non-blank line, a fun fact every third day', async () => {
    const { response, body } = await create(alex, {
      name: '  Spring hellos ',
      messages: ['Good morning!', '', '   ', 'Lovely day', 'Tea time', 'Sunshine', 'Walk'],
    });
    expect(response.status).toBe(201);
    expect(body.campaign).toMatchObject({
      name: 'Spring hellos',
      startDate: '2026-03-10',
      endDate: '2026-03-14',
      active: true,
      messageCount: 5,
      sentCount: 0,
    });
    const { messages } = await detail(alex, body.campaign.id);
    expect(messages.map((m) => [m.day, m.sendDate, m.content, m.includeFunFact])).toEqual([
      [1, '2026-03-10', 'Good morning!', false],
      [2, '2026-03-11', 'Lovely day', false],
      [3, '2026-03-12', 'Tea time', true],
      [4, '2026-03-13', 'Sunshine', false],
      [5, '2026-03-14', 'Walk', false],
    ]);
    expect(messages.every((m) => m.status === 'scheduled')).toBe(true);
    // The New York parent's 8:00 AM comes first.
    expect(messages[0]!.sendsAt).toBe('2026-03-10T12:00:00.000Z');
  });

  it('list campaigns newest first with their message and sent counts', async () => {
    const older = (await create(carol, { name: 'Older' })).body.campaign;
    current = new Date(START.getTime() + 60_000);
    const newer = (await create(carol, { name: 'Newer', messages: week('N').slice(0, 3) })).body
      .campaign;
    await markCampaignMessagesSent(
      harness.database.db,
      (await detail(carol, older.id)).messages.slice(0, 2).map((m) => m.id),
      current,
    );
    const list = campaignListSchema.parse(await json(await call('GET', '/api/campaigns', carol)));
    expect(list.campaigns.map((c) => [c.id, c.messageCount, c.sentCount])).toEqual([
      [newer.id, 3, 0],
      [older.id, 7, 2],
    ]);
    // Carol has no parent: her dates are New York's (9 March, 11:01 PM there).
    expect(list).toMatchObject({ today: '2026-03-09', latestStart: '2026-04-08' });
  });

  it('refuse bad input with the specification messages and store nothing', async () => {
    const before = (await campaignsOf(alexId)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, campaignMessages.required],
      [{ name: undefined }, campaignMessages.required],
      [{ startDate: '' }, campaignMessages.required],
      [{ messages: [] }, campaignMessages.required],
      [{ messages: undefined }, campaignMessages.required],
      [{ messages: ['', '  ', '\t'] }, campaignMessages.noMessages],
      [
        { messages: Array.from({ length: 61 }, (_, i) => `Day ${i}`) },
        campaignMessages.tooManyDays,
      ],
      [{ messages: ['fine', 'x'.repeat(501)] }, campaignMessages.lineTooLong],
      [{ startDate: '2026-02-30' }, 'Please choose a valid start date'],
      // Yesterday and 31 days ahead, in Chicago, where it is still 9 March.
      [{ startDate: '2026-03-08' }, campaignMessages.startDateWindow],
      [{ startDate: '2026-04-09' }, campaignMessages.startDateWindow],
    ];
    for (const [overrides, message] of cases) {
      const { response, body } = await create(alex, overrides);
      expect(response.status, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(body).toMatchObject({ error: { code: 'validation_failed', message } });
    }
    expect(await campaignsOf(alexId)).toHaveLength(before);
  });

  it('accept a start from the owner’s today to 30 days ahead, and 60 lines of 500 characters', async () => {
    for (const startDate of ['2026-03-09', '2026-04-08']) {
      expect((await create(alex, { startDate })).response.status).toBe(201);
    }
    const long = await create(alex, {
      messages: Array.from({ length: 60 }, () => 'y'.repeat(500)),
    });
    expect(long.response.status).toBe(201);
    expect(long.body.campaign).toMatchObject({ messageCount: 60, endDate: '2026-05-08' });
  });

  it('create nothing at all when a day cannot be stored', async () => {
    const before = (await campaignsOf(alexId)).length;
    const service = createCampaignService({ db: harness.database.db, clock });
    // A NUL byte, which the database refuses, on the third day (the schema would clean it).
    await expect(
      service.create(alexId, {
        name: 'Broken',
        description: '',
        startDate: '2026-03-10',
        messages: ['one', 'two', 'th\u0000ree'],
      }),
    ).rejects.toThrow();
    expect(await campaignsOf(alexId)).toHaveLength(before);
    const orphans = await harness.database.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.content, 'two'));
    expect(orphans).toEqual([]);
  });
});
