import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  campaignMessages,
  campaignDetailSchema,
  type CampaignDto,
  campaignListSchema,
} from '@/shared/campaigns';
import { messageCampaigns, scheduledMessages } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { markCampaignMessagesSent } from './engine-messages';
import { createCampaignService } from './service';

// 10:00 PM on 9 March in Chicago (already the 10th in UTC): "today" is the owner's date.
const START = new Date('2026-03-10T03:00:00Z');
let current = START;
const clock = { now: () => new Date(current) };

let harness: TestHarness;
let alex: string;
let blair: string;
let carol: string;
let alexId: string;

const call = (method: string, path: string, cookie?: string, body?: unknown) =>
  harness.app.request(path, {
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
  harness.database.db.select().from(messageCampaigns).where(eq(messageCampaigns.userId, userId));

beforeAll(async () => {
  harness = await createTestHarness({ clock });
  alex = await signInAs(harness, 'alex-campaigns@example.com', 'Alex');
  blair = await signInAs(harness, 'blair-campaigns@example.com', 'Blair');
  carol = await signInAs(harness, 'carol-campaigns@example.com', 'Carol');
  // Alex's first parent is in Chicago at 9:00; a second, in New York at 8:00 (7:00 Chicago
  // time), sends earlier, so it decides when a day locks.
  await addParent(alex, 'America/Chicago', '09:00');
  await addParent(alex, 'America/New_York', '08:00');
  await addParent(blair, 'America/Chicago', '09:00');
  const session = await json<{ user: { id: string } }>(await call('GET', '/api/session', alex));
  alexId = session.user.id;
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
