import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLACE_CALL_JOB } from '../../channels/voice/voice-channel';
import { checkIns, voiceCalls } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { dashboardTestFile, parentInput } from '../../test/dashboard-test-file';

const world = dashboardTestFile();
const {
  advance,
  request,
  api,
  simulator,
  serviceNumber,
  drain,
  setUpAccount,
  overviewOf,
  activityOf,
  historyOf,
  todayOf,
  acceptedTexts,
} = world;

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
    expect(new Date(activity[1]!.at).getTime()).toBe(world.now().getTime());
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
    await world.harness.services.checkIns.followUp();
    overview = await overviewOf(account.owner);
    expect(todayOf(overview, pops!.id)).toMatchObject({
      status: 'calling',
      checkInStatus: 'calling',
    });
    const [checkIn] = await world.harness.database.db
      .select()
      .from(checkIns)
      .where(eq(checkIns.parentId, pops!.id));
    await world.harness.runJob(PLACE_CALL_JOB, { callId: checkIn!.callId! });
    const [call] = await world.harness.database.db
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
    const response = await world.harness.app.request('/api/dashboard/overview');
    expect(response.status).toBe(401);
    expect((await world.harness.app.request('/api/messages')).status).toBe(401);
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
    const stranger = await signInAs(world.harness, 'isolation-stranger@example.com', 'Stranger');

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
