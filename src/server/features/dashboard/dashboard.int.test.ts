import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_SMS_JOB } from '../../channels/sms/sms-channel';
import { PLACE_CALL_JOB } from '../../channels/voice/voice-channel';
import { checkIns, simulatorEvents, smsMessages, voiceCalls } from '../../db/schema';
import {
  activityResponse,
  dashboardOverviewSchema,
  historyPageSchema,
  type DashboardOverview,
  type HistoryItem,
  type HistoryPage,
} from '../../../shared/dashboard';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';

const MINUTE = 60_000;
// Monday 12 January 2026, 9:00 AM in New York; 6:00 AM in Los Angeles (before the window).
let current = new Date('2026-01-12T14:00:00Z');
const clock = { now: () => new Date(current) };
const advance = (minutes: number) => {
  current = new Date(current.getTime() + minutes * MINUTE);
};

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
});
afterAll(async () => {
  await harness.close();
});

let phoneSeq = 300;
const nextPhone = () => {
  phoneSeq += 1;
  return { typed: `(718) 555-0${phoneSeq}`, e164: `+17185550${phoneSeq}` };
};

const request = (cookie: string, method: string, path: string, body?: unknown) =>
  harness.app.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const api = async <T = unknown>(cookie: string, method: string, path: string, body?: unknown) => {
  const response = await request(cookie, method, path, body);
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
};

const simulator = () => harness.services.channels.simulator!;
const serviceNumber = () => harness.config.sms.fromNumber;

/** Works every queued text and simulated delivery until nothing is left, as workers would. */
async function drain() {
  for (let round = 0; round < 10; round += 1) {
    const queued = await harness.database.db
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(inArray(smsMessages.status, ['queued', 'sending']));
    const undelivered = await harness.database.db
      .select({ sid: simulatorEvents.sid })
      .from(simulatorEvents)
      .where(and(eq(simulatorEvents.kind, 'sms'), eq(simulatorEvents.state, 'queued')));
    if (queued.length === 0 && undelivered.length === 0) return;
    for (const { id } of queued) await harness.runJob(SEND_SMS_JOB, { messageId: id });
    for (const { sid } of undelivered) await harness.runJob('simulator-deliver', { sid });
  }
}

const parentInput = (firstName: string, nickname: string, phone: string, timezone: string) => ({
  firstName,
  lastName: 'Hopper',
  nickname,
  relationshipType: 'parent',
  phone,
  city: 'New York',
  state: 'New York',
  zipOrCounty: '10001',
  timezone,
  messageTime: '09:00',
});

interface Account {
  owner: string;
  parents: { id: string; phone: string }[];
  memberPhone: string;
}

/**
 * A set-up account: parents (the first in New York, others in Los Angeles), one family member
 * following them all, every number agreed to texts, and a trial.
 */
async function setUpAccount(label: string, parentCount = 1): Promise<Account> {
  const owner = await signInAs(harness, `${label}@example.com`, 'Owner');
  const created: { id: string; phone: string }[] = [];
  for (let index = 0; index < parentCount; index += 1) {
    const phone = nextPhone();
    const { parent } = await api<{ parent: { id: string } }>(
      owner,
      'POST',
      '/api/parents',
      parentInput(
        index === 0 ? 'Grace' : 'Alan',
        index === 0 ? 'Gran' : 'Pops',
        phone.typed,
        index === 0 ? 'America/New_York' : 'America/Los_Angeles',
      ),
    );
    created.push({ id: parent.id, phone: phone.e164 });
  }
  const member = nextPhone();
  await api(owner, 'POST', '/api/family-members', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    cellPhone: member.typed,
    email: `${label}-ada@example.com`,
    city: 'Boston',
    state: 'Massachusetts',
    zipOrCounty: '02108',
    notificationPreference: 'sms',
    parentIds: created.map((parent) => parent.id),
  });
  const { consents } = await api<{ consents: { id: string; phone: string }[] }>(
    owner,
    'GET',
    '/api/consents',
  );
  for (const consent of consents) {
    await api(owner, 'POST', `/api/consents/${consent.id}/send`);
    await simulator().textFromPhone(consent.phone, serviceNumber(), 'Y');
  }
  await api(owner, 'POST', '/api/billing/trial');
  await drain();
  return { owner, parents: created, memberPhone: member.e164 };
}

// Read through the shared schemas the dashboard parses them with, so every state these tests
// reach is also a shape the screens accept.
const overviewOf = async (cookie: string) =>
  dashboardOverviewSchema.parse(await api(cookie, 'GET', '/api/dashboard/overview'));
const activityOf = async (cookie: string) =>
  activityResponse.parse(await api(cookie, 'GET', '/api/dashboard/activity?limit=50')).activity;
const historyOf = async (cookie: string, query = '') =>
  historyPageSchema.parse(await api(cookie, 'GET', `/api/messages${query}`));
const todayOf = (overview: DashboardOverview, parentId: string) =>
  overview.parents.find((parent) => parent.id === parentId)!.today;

/** Texts of the account the provider accepted, counted straight from the table. */
const acceptedTexts = async (cookie: string) => {
  const { user } = await api<{ user: { id: string } }>(cookie, 'GET', '/api/session');
  const rows = await harness.database.db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(eq(smsMessages.userId, user.id), inArray(smsMessages.status, ['sent', 'delivered'])),
    );
  return rows.length;
};

describe('the overview', () => {
  it('counts the family and the texts sent, and follows today’s check-in from not sent to OK', async () => {
    const account = await setUpAccount('overview-yes');
    const [gran] = account.parents;
    const before = await overviewOf(account.owner);
    expect(before.counts.parents).toBe(1);
    expect(before.counts.familyMembers).toBe(1);
    // Two consent requests went out, and each Y got its confirmation.
    expect(before.counts.messagesSent).toBe(4);
    expect(todayOf(before, gran!.id)).toMatchObject({
      localDate: '2026-01-12',
      status: 'not_started',
      checkInStatus: null,
    });
    expect(before.parents[0]).toMatchObject({ firstName: 'Grace', phone: gran!.phone });
    expect(before.familyMembers[0]).toMatchObject({ firstName: 'Ada', parentIds: [gran!.id] });
    expect(await activityOf(account.owner)).toEqual([]);

    await api(account.owner, 'POST', `/api/parents/${gran!.id}/check-in`);
    await drain();
    const waiting = await overviewOf(account.owner);
    expect(todayOf(waiting, gran!.id)).toMatchObject({
      status: 'awaiting',
      checkInStatus: 'awaiting',
    });
    expect(waiting.counts.messagesSent).toBe(5);

    advance(4);
    await simulator().textFromPhone(gran!.phone, serviceNumber(), 'yes');
    await drain();
    const answered = await overviewOf(account.owner);
    expect(todayOf(answered, gran!.id)).toMatchObject({ status: 'ok', checkInStatus: 'ok' });
    // The check-in, the thank-you to Gran and the OK notice to Ada.
    expect(answered.counts.messagesSent).toBe(7);
    expect(answered.counts.messagesSent).toBe(await acceptedTexts(account.owner));

    const activity = await activityOf(account.owner);
    expect(activity.map((item) => item.text)).toEqual([
      'Family told Gran is OK (2 people)',
      'Gran replied YES',
      'Check-in text delivered to Gran',
      'Check-in text sent to Gran',
    ]);
    expect(activity[1]).toMatchObject({ parentId: gran!.id, tone: 'ok' });
    expect(new Date(activity[1]!.at).getTime()).toBe(current.getTime());
  });

  it('shows needs help, no answer, and a check-in not sent when a text is refused', async () => {
    const account = await setUpAccount('overview-statuses', 2);
    const [gran, pops] = account.parents;
    await api(account.owner, 'POST', `/api/parents/${gran!.id}/check-in`);
    // 6:00 AM in Los Angeles: outside the window, so nothing is sent for Pops.
    const refused = await request(account.owner, 'POST', `/api/parents/${pops!.id}/check-in`);
    expect(refused.status).toBe(409);
    await drain();
    await simulator().textFromPhone(gran!.phone, serviceNumber(), 'NO');
    await drain();
    let overview = await overviewOf(account.owner);
    expect(todayOf(overview, gran!.id).status).toBe('needs_help');
    expect(todayOf(overview, pops!.id)).toMatchObject({
      status: 'not_started',
      localDate: '2026-01-12',
    });
    expect((await activityOf(account.owner))[1]).toMatchObject({
      text: 'Gran replied NO',
      tone: 'alert',
    });

    // Four hours on, 10:00 AM in Los Angeles: Pops gets his text and never answers.
    advance(240);
    await api(account.owner, 'POST', `/api/parents/${pops!.id}/check-in`);
    await drain();
    advance(61);
    await harness.services.checkIns.followUp();
    overview = await overviewOf(account.owner);
    expect(todayOf(overview, pops!.id)).toMatchObject({
      status: 'calling',
      checkInStatus: 'calling',
    });
    const [checkIn] = await harness.database.db
      .select()
      .from(checkIns)
      .where(eq(checkIns.parentId, pops!.id));
    await harness.runJob(PLACE_CALL_JOB, { callId: checkIn!.callId! });
    const [call] = await harness.database.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.id, checkIn!.callId!));
    // The phone rings out a minute later (texts and calls carry the service clock's time).
    advance(1);
    expect(await simulator().actOnCall(call!.providerSid!, 'no-answer')).toBe(true);
    overview = await overviewOf(account.owner);
    expect(todayOf(overview, pops!.id).status).toBe('no_response');
    expect((await activityOf(account.owner)).map((item) => item.text)).toContain(
      'Pops did not answer the call',
    );
    const popsHistory = await historyOf(account.owner, `?parent=${pops!.id}`);
    // The call, and (newer) the notice to Ada that Pops did not respond.
    expect(popsHistory.items.map((item) => item.kind).slice(0, 2)).toEqual([
      'family-notice',
      'checkin-call',
    ]);
    expect(popsHistory.items[1]).toMatchObject({
      channel: 'voice',
      kind: 'checkin-call',
      toNumber: pops!.phone,
      recipient: { type: 'parent', name: 'Alan Hopper' },
      status: 'no-answer',
    });
  });

  it('answers only for the signed-in owner', async () => {
    const response = await harness.app.request('/api/dashboard/overview');
    expect(response.status).toBe(401);
    expect((await harness.app.request('/api/messages')).status).toBe(401);
  });
});

describe('message history', () => {
  it('lists every text and call of the account, newest first, page by page', async () => {
    const account = await setUpAccount('history-pages');
    const [gran] = account.parents;
    await api(account.owner, 'POST', `/api/parents/${gran!.id}/check-in`);
    await drain();
    advance(1);
    await simulator().textFromPhone(gran!.phone, serviceNumber(), 'yes');
    await drain();

    const all = await historyOf(account.owner, '?limit=100');
    expect(all.nextBefore).toBeNull();
    // Two consent requests and their thank-yous, the check-in, the thanks and Ada's notice.
    const kinds = all.items.map((item) => item.kind);
    expect(kinds).toContain('consent');
    expect(kinds).toContain('checkin');
    expect(kinds).toContain('family-notice');
    const times = all.items.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
    const checkInText = all.items.find((item) => item.kind === 'checkin')!;
    expect(checkInText).toMatchObject({
      channel: 'sms',
      toNumber: gran!.phone,
      recipient: { type: 'parent', name: 'Grace Hopper' },
      status: 'delivered',
    });
    expect(all.items.find((item) => item.kind === 'family-notice')).toMatchObject({
      recipient: { type: 'family_member', name: 'Ada Lovelace' },
    });

    // Two at a time: the pages together are the whole list, nothing lost or repeated.
    const paged: HistoryItem[] = [];
    let before: string | null = '';
    while (before !== null) {
      const page: HistoryPage = await historyOf(
        account.owner,
        `?limit=2${before ? `&before=${encodeURIComponent(before)}` : ''}`,
      );
      paged.push(...page.items);
      before = page.nextBefore;
    }
    expect(paged.map((item) => item.id)).toEqual(all.items.map((item) => item.id));
  });

  it('tells the time by the service clock, as Recent Activity does', async () => {
    const account = await setUpAccount('history-clock');
    const [gran] = account.parents;
    advance(7);
    await api(account.owner, 'POST', `/api/parents/${gran!.id}/check-in`);
    await drain();

    // The clock here is months from the wall clock's time: a wall-clock stamp would show.
    const checkInText = (await historyOf(account.owner)).items.find(
      (item) => item.kind === 'checkin',
    );
    const sent = (await activityOf(account.owner)).find(
      (item) => item.kind === 'sent' && item.parentId === gran!.id,
    );
    expect(checkInText?.at).toBe(current.toISOString());
    expect(sent?.at).toBe(current.toISOString());
  });

  it('filters by parent: texts and calls to the parent and the notices about their check-ins', async () => {
    const account = await setUpAccount('history-filter', 2);
    const [gran, pops] = account.parents;
    await api(account.owner, 'POST', `/api/parents/${gran!.id}/check-in`);
    await drain();
    await simulator().textFromPhone(gran!.phone, serviceNumber(), 'yes');
    await drain();

    const forGran = await historyOf(account.owner, `?parent=${gran!.id}`);
    expect(forGran.items.some((item) => item.toNumber === pops!.phone)).toBe(false);
    expect(forGran.items.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['checkin', 'checkin-reply', 'consent', 'family-notice']),
    );
    // Ada's notice is about Gran's check-in; her consent texts are about neither parent.
    expect(
      forGran.items.filter((item) => item.toNumber === account.memberPhone).map((i) => i.kind),
    ).toEqual(['family-notice']);

    const forPops = await historyOf(account.owner, `?parent=${pops!.id}`);
    expect(forPops.items.map((item) => [item.kind, item.toNumber]).sort()).toEqual([
      ['consent', pops!.phone],
      ['consent-confirmation', pops!.phone],
    ]);
  });

  it('refuses bad input and changes nothing', async () => {
    const account = await setUpAccount('history-input');
    for (const query of ['?parent=nope', '?before=yesterday', '?limit=0', '?limit=abc']) {
      const response = await request(account.owner, 'GET', `/api/messages${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'validation_failed',
      );
    }
    const activity = await request(account.owner, 'GET', '/api/dashboard/activity?limit=500');
    expect(activity.status).toBe(400);
  });
});

describe('another account', () => {
  it('never sees these rows or history, nor acts on these parents', async () => {
    const mine = await setUpAccount('isolation-mine');
    const [gran] = mine.parents;
    await api(mine.owner, 'POST', `/api/parents/${gran!.id}/check-in`);
    await drain();
    await simulator().textFromPhone(gran!.phone, serviceNumber(), 'yes');
    await drain();
    const stranger = await signInAs(harness, 'isolation-stranger@example.com', 'Stranger');

    const overview = await overviewOf(stranger);
    expect(overview).toEqual({
      counts: { parents: 0, familyMembers: 0, messagesSent: 0 },
      parents: [],
      familyMembers: [],
    });
    expect(await activityOf(stranger)).toEqual([]);
    expect((await historyOf(stranger)).items).toEqual([]);

    const filtered = await request(stranger, 'GET', `/api/messages?parent=${gran!.id}`);
    expect(filtered.status).toBe(404);
    const sendNow = await request(stranger, 'POST', `/api/parents/${gran!.id}/check-in`);
    expect(sendNow.status).toBe(404);
    const edit = await request(stranger, 'PUT', `/api/parents/${gran!.id}`, {
      ...parentInput('Mallory', '', '(718) 555-0999', 'America/New_York'),
    });
    expect(edit.status).toBe(404);
    const remove = await request(stranger, 'DELETE', `/api/parents/${gran!.id}`);
    expect(remove.status).toBe(404);

    // The owner's own view is untouched.
    const own = await overviewOf(mine.owner);
    expect(own.parents[0]).toMatchObject({ id: gran!.id, firstName: 'Grace' });
    expect(todayOf(own, gran!.id).status).toBe('ok');
  });
});
