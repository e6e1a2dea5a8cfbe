import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_SMS_JOB } from '../../channels/sms/sms-channel';
import { PLACE_CALL_JOB } from '../../channels/voice/voice-channel';
import {
  checkInEvents,
  checkIns,
  contentLibrary,
  parents,
  scheduledMessages,
  smsMessages,
  voiceCalls,
} from '../../db/schema';
import { checkInMessages, type CheckInStatus } from '../../../shared/check-ins';
import { signInAs } from '../../test/sign-in';
import { engineWorld, movableClock, type EngineWorld, type Family } from '../../test/engine-world';
import { createTestHarness, type TestHarness } from '../../test/test-app';

// A clock the test moves. Monday 12 January 2026, 8:00 AM in New York (EST).
const clock = movableClock('2026-01-12T13:00:00Z');
const setClock = clock.set;
const advance = clock.advance;

let harness: TestHarness;
let world: EngineWorld;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
  world = engineWorld(harness);
});
afterAll(async () => {
  await harness.close();
});

const api: EngineWorld['api'] = (...args) => world.api(...args);
const simulator = () => world.simulator();
const serviceNumber = () => world.serviceNumber();
const drain = () => world.drain();
const textsTo = (phone: string) => world.textsTo(phone);
const emailsTo = (address: string, kind?: string) => world.emailsTo(address, kind);
const checkInOf = (parentId: string) => world.checkInOf(parentId);
const setUpFamily: EngineWorld['setUpFamily'] = (...args) => world.setUpFamily(...args);
const answerCall: EngineWorld['answerCall'] = (...args) => world.answerCall(...args);
const sweep = () => world.sweep();
const followUp = () => world.followUp();
const nextPhone = () => world.nextPhone();

/** Sends today's text to the family's parent at 9:00 AM New York time and delivers it. */
async function sendTodays(family: Family, day = '2026-01-12') {
  setClock(`${day}T14:00:00Z`);
  await sweep();
  await drain();
  const checkIn = (await checkInOf(family.parentId)).find((row) => row.localDate === day);
  expect(checkIn?.status).toBe('awaiting');
  return checkIn!;
}

describe('the daily check-in', () => {
  it('is sent once, at the parent’s message time in their zone, and the timer starts on delivery', async () => {
    const family = await setUpFamily('daily-send');
    setClock('2026-01-12T13:59:00Z'); // 8:59 AM in New York
    await sweep();
    expect(await checkInOf(family.parentId)).toHaveLength(0);
    setClock('2026-01-12T14:00:00Z');
    await sweep();
    await sweep();
    expect(await checkInOf(family.parentId)).toHaveLength(1);
    await drain();
    const texts = await textsTo(family.parentPhone);
    expect(texts.at(-1)).toContain('Gran');
    expect(texts.at(-1)).toMatch(/Reply YES if you are OK, or NO if you need help\.$/);
    const [checkIn] = await checkInOf(family.parentId);
    expect(checkIn).toMatchObject({ status: 'awaiting', localDate: '2026-01-12' });
    expect(checkIn!.followUpAt).toEqual(new Date('2026-01-12T15:00:00Z'));
  });

  it('keeps the parent’s local time across a DST change', async () => {
    const family = await setUpFamily('daily-dst');
    // Sunday 8 March 2026: New York is on EDT from 2 AM, so 9:00 AM is 13:00Z.
    setClock('2026-03-08T12:59:00Z');
    await sweep();
    expect(await checkInOf(family.parentId)).toHaveLength(0);
    setClock('2026-03-08T13:00:00Z');
    await sweep();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ localDate: '2026-03-08' });
  });

  it('holds a time stored outside the check-in window to 7:00 AM, never at night, on DST days too', async () => {
    const family = await setUpFamily('daily-quiet-hours');
    // Times the forms refuse, set directly: the engine holds quiet hours itself.
    const setTime = (messageTime: string) =>
      harness.database.db
        .update(parents)
        .set({ messageTime })
        .where(eq(parents.id, family.parentId));
    const dayOf = async (localDate: string) =>
      (await checkInOf(family.parentId)).filter((row) => row.localDate === localDate);

    await setTime('02:30');
    // 8 March 2026: 1:59 AM EST (06:59Z) is followed by 3:00 AM EDT (07:00Z); 7:00 AM is 11:00Z.
    for (const at of ['2026-03-08T06:59:00Z', '2026-03-08T07:00:00Z', '2026-03-08T10:59:00Z']) {
      setClock(at);
      await sweep();
    }
    expect(await dayOf('2026-03-08')).toHaveLength(0);
    setClock('2026-03-08T11:00:00Z');
    await sweep();
    expect(await dayOf('2026-03-08')).toHaveLength(1);

    await setTime('01:30');
    // 1 November 2026: 1:30 AM comes twice (05:30Z EDT, 06:30Z EST); 7:00 AM EST is 12:00Z.
    for (const at of ['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z', '2026-11-01T11:59:00Z']) {
      setClock(at);
      await sweep();
    }
    expect(await dayOf('2026-11-01')).toHaveLength(0);
    for (const at of ['2026-11-01T12:00:00Z', '2026-11-01T12:01:00Z']) {
      setClock(at);
      await sweep();
    }
    const november = await dayOf('2026-11-01');
    expect(november).toHaveLength(1);
    const [queued] = await harness.database.db
      .select()
      .from(checkInEvents)
      .where(eq(checkInEvents.checkInId, november[0]!.id));
    expect(queued).toMatchObject({ kind: 'text_queued', at: new Date('2026-11-01T12:00:00Z') });

    // A time after the window is sent at its last minute, 9:00 PM, not later.
    await setTime('23:30');
    setClock('2026-11-03T01:59:00Z'); // 8:59 PM EST, 2 November
    await sweep();
    expect(await dayOf('2026-11-02')).toHaveLength(0);
    setClock('2026-11-03T02:00:00Z'); // 9:00 PM EST
    await sweep();
    expect(await dayOf('2026-11-02')).toHaveLength(1);
    setClock('2026-11-03T04:30:00Z'); // 11:30 PM EST: nothing more
    await sweep();
    expect(await dayOf('2026-11-02')).toHaveLength(1);
  });

  it('is skipped without a running subscription, and the owner is told once', async () => {
    const family = await setUpFamily('daily-unpaid', { trial: false });
    for (const day of ['2026-01-12', '2026-01-13']) {
      setClock(`${day}T14:00:00Z`);
      await sweep();
    }
    await drain();
    const rows = await checkInOf(family.parentId);
    expect(rows.map((row) => [row.status, row.skipReason])).toEqual([
      ['skipped', 'subscription'],
      ['skipped', 'subscription'],
    ]);
    expect(await textsTo(family.parentPhone)).not.toContainEqual(
      expect.stringContaining('Reply YES'),
    );
    expect(await emailsTo(family.ownerEmail, 'checkins-stopped')).toHaveLength(1);
  });

  it('without consent: no e-mail while the request was never sent; once asked, one that agrees with itself', async () => {
    const family = await setUpFamily('daily-no-consent', { parentAgrees: false });
    setClock('2026-01-12T14:00:00Z');
    await sweep();
    await drain();
    // The owner has not sent the request yet: nothing has stopped, so nothing is said.
    expect(await emailsTo(family.ownerEmail, 'checkins-stopped')).toHaveLength(0);

    const { consents } = (await api(family.owner, 'GET', '/api/consents')) as {
      consents: { id: string; phone: string }[];
    };
    const request = consents.find((consent) => consent.phone === family.parentPhone)!;
    await api(family.owner, 'POST', `/api/consents/${request.id}/send`);
    setClock('2026-01-13T14:00:00Z');
    await sweep();
    await drain();
    const rows = await checkInOf(family.parentId);
    expect(rows.map((row) => [row.localDate, row.status, row.skipReason])).toEqual([
      ['2026-01-12', 'skipped', 'consent'],
      ['2026-01-13', 'skipped', 'consent'],
    ]);
    const [notice] = await emailsTo(family.ownerEmail, 'checkins-stopped');
    expect(notice?.subject).toBe('Daily check-ins for Grace are paused');
    expect(notice?.textBody).toContain(
      'Daily check-ins for Grace are paused because Grace has not',
    );
    expect(notice?.textBody).not.toMatch(/stopped/i);
  });

  it('YES: thanks the parent and tells each follower by their preference', async () => {
    const family = await setUpFamily('reply-yes');
    await sendTodays(family);
    await simulator().textFromPhone(family.parentPhone, serviceNumber(), 'Yes thanks!');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({
      status: 'ok',
      responseChannel: 'sms',
    });
    expect((await textsTo(family.parentPhone)).at(-1)).toContain('Thank you, Gran!');
    expect((await textsTo(family.members.sms)).at(-1)).toContain('Grace Hopper replied YES');
    expect((await textsTo(family.members.both)).at(-1)).toContain('Grace Hopper replied YES');
    expect(await textsTo(family.members.email)).not.toContainEqual(expect.stringContaining('YES'));
    expect(await textsTo(family.members.unverified)).toEqual([]);
    expect(await emailsTo(family.memberEmails.email)).toHaveLength(1);
    expect(await emailsTo(family.memberEmails.both)).toHaveLength(1);
  });

  it('NO: the family is alerted with the 911 line and the parent told they are', async () => {
    const family = await setUpFamily('reply-no');
    await sendTodays(family);
    await simulator().textFromPhone(family.parentPhone, serviceNumber(), 'not ok');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'needs_help' });
    const alert = (await textsTo(family.members.sms)).at(-1);
    // Her own words come first: they say more than NO.
    expect(alert).toMatch(/^Grace Hopper replied to today's check-in at 9:00 AM: "not ok"\. /);
    expect(alert).toContain('may need help');
    expect(alert).toContain('In an emergency, call 911.');
    expect((await textsTo(family.parentPhone)).at(-1)).toContain('Your family has been notified');
  });

  it('anything else is forwarded as it is, asked once for YES or NO, and stays open', async () => {
    const family = await setUpFamily('reply-other');
    await sendTodays(family);
    await simulator().textFromPhone(
      family.parentPhone,
      serviceNumber(),
      'At the doctor, talk soon',
    );
    await simulator().textFromPhone(family.parentPhone, serviceNumber(), 'Who is this?');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'awaiting' });
    // Each message is passed on as it came; the request for YES or NO goes once.
    const forwarded = await textsTo(family.members.sms);
    expect(forwarded).toContainEqual(expect.stringContaining('"At the doctor, talk soon"'));
    expect(forwarded).toContainEqual(expect.stringContaining('"Who is this?"'));
    const asks = (await textsTo(family.parentPhone)).filter((body) =>
      body.startsWith('Thanks for your message!'),
    );
    expect(asks).toHaveLength(1);
    await simulator().textFromPhone(family.parentPhone, serviceNumber(), 'y');
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'ok' });
  });

  it('HELP from a parent counts as NO', async () => {
    const family = await setUpFamily('reply-help');
    await sendTodays(family);
    await simulator().textFromPhone(family.parentPhone, serviceNumber(), 'HELP');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'needs_help' });
    expect((await textsTo(family.members.sms)).at(-1)).toContain('replied NO');
  });

  it('no reply: a call after the delay from delivery; pressing 1 tells the family OK', async () => {
    const family = await setUpFamily('call-ok');
    await sendTodays(family);
    advance(59);
    await followUp();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'awaiting' });
    advance(1);
    await followUp();
    await followUp();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'calling' });
    expect(
      await harness.database.db
        .select()
        .from(voiceCalls)
        .where(eq(voiceCalls.toNumber, family.parentPhone)),
    ).toHaveLength(1);
    await answerCall(family.parentId, 'press-1');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({
      status: 'ok',
      responseChannel: 'voice',
    });
    expect((await textsTo(family.members.sms)).at(-1)).toContain('replied YES');
  });

  it.each([
    ['press-2', 'needs_help', 'replied NO', 'Grace Hopper may need help'],
    ['say-no', 'needs_help', 'replied NO', 'Grace Hopper may need help'],
    ['say-yes', 'ok', 'replied YES', 'Grace Hopper is OK today'],
    ['busy', 'no_response', 'the line was busy', 'Grace Hopper did not respond today'],
    [
      'stay-silent',
      'no_response',
      'answered the call but gave no answer',
      'Grace Hopper did not respond today',
    ],
  ] as const)(
    'a call answered with %s leaves the check-in %s and tells the family',
    async (action, status, told, subject) => {
      const family = await setUpFamily(`call-${action}`);
      await sendTodays(family);
      advance(60);
      await followUp();
      await answerCall(family.parentId, action);
      await drain();
      expect((await checkInOf(family.parentId))[0]).toMatchObject({ status });
      const alert = (await textsTo(family.members.sms)).at(-1);
      expect(alert).toContain(told);
      if (status !== 'ok') expect(alert).toContain('In an emergency, call 911.');
      expect((await emailsTo(family.memberEmails.email)).map((email) => email.subject)).toEqual([
        subject,
      ]);
    },
  );

  it('an unanswered call alerts every follower; a late YES sends an update', async () => {
    const family = await setUpFamily('call-missed');
    await sendTodays(family);
    advance(60);
    await followUp();
    await answerCall(family.parentId, 'no-answer');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'no_response' });
    for (const phone of [family.members.sms, family.members.both]) {
      const alert = (await textsTo(phone)).at(-1);
      expect(alert).toContain('did not reply to the text and did not answer the call');
      expect(alert).toContain('In an emergency, call 911.');
    }
    expect(await emailsTo(family.memberEmails.email)).toHaveLength(1);

    advance(42);
    await simulator().textFromPhone(family.parentPhone, serviceNumber(), 'yes sorry was out');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'ok' });
    expect((await textsTo(family.members.sms)).at(-1)).toMatch(
      /^Update: Grace Hopper replied YES at 10:42 AM: "yes sorry was out"\.$/,
    );
  });

  it('a text YES while the call rings closes the day; the call’s answer then changes nothing', async () => {
    const family = await setUpFamily('call-and-text');
    await sendTodays(family);
    advance(60);
    await followUp();
    const [calling] = await checkInOf(family.parentId);
    await harness.runJob(PLACE_CALL_JOB, { callId: calling!.callId! });
    await simulator().textFromPhone(family.parentPhone, serviceNumber(), 'yes');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({
      status: 'ok',
      responseChannel: 'sms',
    });
    await answerCall(family.parentId, 'press-2');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'ok' });
    const told = await textsTo(family.members.sms);
    expect(told.filter((body) => body.includes('replied YES'))).toHaveLength(1);
    expect(told.filter((body) => body.includes('replied NO'))).toHaveLength(0);
  });

  it('a delivery report that comes twice changes nothing the second time', async () => {
    const family = await setUpFamily('report-twice');
    const checkIn = await sendTodays(family);
    const [text] = await harness.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.id, checkIn.smsMessageId!));
    advance(5);
    // The provider repeats its last report, as providers may.
    await harness.services.channels.sms.handleStatus({
      messageId: text!.id,
      providerSid: text!.providerSid!,
      status: 'delivered',
    });
    expect((await checkInOf(family.parentId))[0]!.followUpAt).toEqual(checkIn.followUpAt);
  });

  it('a call whose result never comes counts as unanswered, and the family is told', async () => {
    const family = await setUpFamily('call-lost');
    await sendTodays(family);
    advance(60);
    await followUp();
    const [calling] = await checkInOf(family.parentId);
    // The call rings; its result is lost (say, the process died as the report came in).
    await harness.runJob(PLACE_CALL_JOB, { callId: calling!.callId! });
    advance(9);
    await followUp();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'calling' });
    advance(1);
    await followUp();
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'no_response' });
    expect((await textsTo(family.members.sms)).at(-1)).toContain(
      'we could not confirm the call was answered',
    );
  });

  it('a call placed late, after an outage, still gets its full time to ring', async () => {
    const family = await setUpFamily('call-late');
    await sendTodays(family);
    // The worker was down: the follow-up runs 40 minutes after it was due.
    advance(100);
    await followUp();
    await followUp();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'calling' });
    await answerCall(family.parentId, 'press-1');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'ok' });
  });

  it('the follow-up call still comes when the provider never reports the text', async () => {
    const family = await setUpFamily('no-reports');
    setClock('2026-01-12T14:00:00Z');
    await sweep();
    const [checkIn] = await checkInOf(family.parentId);
    // Handed over, but no sent or delivered report ever arrives.
    await harness.runJob(SEND_SMS_JOB, { messageId: checkIn!.smsMessageId! });
    advance(89);
    await followUp();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'awaiting' });
    advance(1);
    await followUp();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'calling' });
  });

  it('a reply the next day answers that day’s check-in, not the alert of the day before', async () => {
    const family = await setUpFamily('next-day-reply');
    await sendTodays(family, '2026-01-12');
    advance(60);
    await followUp();
    await answerCall(family.parentId, 'no-answer');
    await drain();
    // The next morning, within 24 hours of the alert, today's text goes out and gets a NO.
    await sendTodays(family, '2026-01-13');
    await simulator().textFromPhone(family.parentPhone, serviceNumber(), 'NO');
    await drain();
    const rows = await checkInOf(family.parentId);
    expect(rows.find((row) => row.localDate === '2026-01-12')).toMatchObject({
      status: 'no_response',
    });
    expect(rows.find((row) => row.localDate === '2026-01-13')).toMatchObject({
      status: 'needs_help',
    });
    expect(await textsTo(family.members.sms)).not.toContainEqual(
      expect.stringContaining('Update:'),
    );
  });

  it('an undeliverable text alerts the family', async () => {
    const family = await setUpFamily('undeliverable');
    setClock('2026-01-12T14:00:00Z');
    await sweep();
    const [checkIn] = await checkInOf(family.parentId);
    // Handed to the carrier, which then reports it could not deliver it.
    await harness.runJob(SEND_SMS_JOB, { messageId: checkIn!.smsMessageId! });
    const [text] = await harness.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.id, checkIn!.smsMessageId!));
    await harness.services.channels.sms.handleStatus({
      messageId: text!.id,
      providerSid: text!.providerSid!,
      status: 'undelivered',
      errorCode: '30003',
    });
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'undeliverable' });
    expect((await textsTo(family.members.sms)).at(-1)).toContain('could not be delivered');
  });

  it('STOP mid-check-in: nothing more is sent to the parent and the owner is told', async () => {
    const family = await setUpFamily('stop-mid');
    await sendTodays(family);
    await simulator().textFromPhone(family.parentPhone, serviceNumber(), 'STOP');
    advance(120);
    await followUp();
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'stopped' });
    expect((await emailsTo(family.ownerEmail, 'opted-out')).map((email) => email.subject)).toEqual([
      'Grace replied STOP',
    ]);
    // The next day is skipped: the number opted out. The owner was told already.
    setClock('2026-01-13T14:00:00Z');
    await sweep();
    const rows = await checkInOf(family.parentId);
    expect(rows.find((row) => row.localDate === '2026-01-13')).toMatchObject({
      status: 'skipped',
      skipReason: 'opted_out',
    });
    await drain();
    expect(await emailsTo(family.ownerEmail, 'checkins-stopped')).toEqual([]);
    const calls = await harness.database.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.toNumber, family.parentPhone));
    expect(calls).toHaveLength(0);
  });

  it('send now is the day’s check-in: a second one the same day is refused', async () => {
    const family = await setUpFamily('send-now');
    const sendNow = (cookie: string) =>
      harness.app.request(`/api/parents/${family.parentId}/check-in`, {
        method: 'POST',
        headers: { cookie },
      });
    setClock('2026-01-12T11:30:00Z'); // 6:30 AM in New York: too early
    const early = await sendNow(family.owner);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      error: { message: checkInMessages.quietHours('Gran') },
    });

    setClock('2026-01-12T13:00:00Z'); // 8:00 AM, before the scheduled 9:00
    const first = await sendNow(family.owner);
    expect(first.status).toBe(201);
    expect((await first.json()).checkIn).toMatchObject({ status: 'awaiting' });
    const second = await sendNow(family.owner);
    expect(await second.json()).toMatchObject({
      error: { message: checkInMessages.alreadyToday('Gran') },
    });
    setClock('2026-01-12T14:00:00Z');
    await sweep();
    const rows = await checkInOf(family.parentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ manual: true });
    await drain();
    expect(
      (await textsTo(family.parentPhone)).filter((body) => body.includes('Reply YES')),
    ).toHaveLength(1);

    const stranger = await signInAs(harness, 'send-now-stranger@example.com', 'Stranger');
    expect((await sendNow(stranger)).status).toBe(404);
  });

  it('send now explains why it cannot text a parent who has not agreed', async () => {
    const family = await setUpFamily('send-now-consent');
    await api(family.owner, 'PUT', `/api/parents/${family.parentId}`, {
      firstName: 'Grace',
      lastName: 'Hopper',
      nickname: 'Gran',
      relationshipType: 'grandparent',
      phone: nextPhone().typed,
      city: 'New York',
      state: 'New York',
      zipOrCounty: '10001',
    });
    setClock('2026-01-12T15:00:00Z');
    const refused = await harness.app.request(`/api/parents/${family.parentId}/check-in`, {
      method: 'POST',
      headers: { cookie: family.owner },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { message: checkInMessages.noConsent('Gran') },
    });
    expect(await checkInOf(family.parentId)).toHaveLength(0);
  });
});

describe('the weekly report', () => {
  it('goes out on Sunday at 6:00 PM in the owner’s zone, once, with each followed parent’s week', async () => {
    const family = await setUpFamily('weekly');
    const [{ userId }] = (await harness.database.db
      .select({ userId: parents.userId })
      .from(parents)
      .where(eq(parents.id, family.parentId))) as [{ userId: string }];
    // Monday 12 to Sunday 18 January: four OK (replies 9:05–9:20 AM), one NO, one missed.
    const week: [string, CheckInStatus, string | null][] = [
      ['2026-01-12', 'ok', '2026-01-12T14:05:00Z'],
      ['2026-01-13', 'ok', '2026-01-13T14:10:00Z'],
      ['2026-01-14', 'needs_help', '2026-01-14T14:30:00Z'],
      ['2026-01-15', 'no_response', null],
      ['2026-01-16', 'ok', '2026-01-16T14:20:00Z'],
      ['2026-01-17', 'ok', '2026-01-17T14:15:00Z'],
      ['2026-01-11', 'ok', '2026-01-11T14:15:00Z'], // the Sunday before: not this week
    ];
    await harness.database.db.insert(checkIns).values(
      week.map(([localDate, status, respondedAt]) => ({
        userId,
        parentId: family.parentId,
        localDate,
        status,
        respondedAt: respondedAt ? new Date(respondedAt) : null,
      })),
    );
    const reports = harness.services.checkIns.weeklyReports;
    setClock('2026-01-18T22:59:00Z'); // 5:59 PM in New York
    await reports.sendDue();
    setClock('2026-01-19T00:00:00Z'); // Sunday 7:00 PM
    await reports.sendDue();
    await reports.sendDue();
    await drain();
    const line = 'Grace Hopper: 4 OK, 1 NO, 1 missed. Usually replies around 9:15 AM.';
    const texts = (await textsTo(family.members.sms)).filter((body) => body.includes('weekly'));
    expect(texts).toEqual([`Family Check-In weekly report (Jan 12–Jan 18): ${line}`]);
    const mailed = await emailsTo(family.memberEmails.email, 'weekly-report');
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.textBody).toContain(line);
    // An e-mail-only member gets no text; an unverified one gets no text either.
    expect((await textsTo(family.members.email)).some((body) => body.includes('weekly'))).toBe(
      false,
    );
    expect(await textsTo(family.members.unverified)).toEqual([]);
  });
});

describe('what the day’s text says', () => {
  it('opens with the account’s favourite template, its own values filled in', async () => {
    const family = await setUpFamily('words-favourite');
    await api(family.owner, 'POST', '/api/templates', {
      title: 'Pills',
      messageContent: 'Morning {parent_name}! Did you take your {medication_name}?',
      variables: { medication_name: 'Lisinopril' },
    }).then(({ template }: { template: { id: string } }) =>
      api(family.owner, 'PATCH', `/api/templates/${template.id}/favorite`, { isFavorite: true }),
    );
    // A template that is not a favourite is never used.
    await api(family.owner, 'POST', '/api/templates', {
      title: 'Other',
      messageContent: 'Not this one, {parent_name}.',
    });
    const checkIn = await sendTodays(family, '2026-01-26');
    expect(checkIn.body!.split('\n')[0]).toBe('Morning Gran! Did you take your Lisinopril?');
    expect((await textsTo(family.parentPhone)).at(-1)).toBe(checkIn.body);
  });

  it('uses a campaign’s line on its days, locks the day once sent, and adds a fun fact on day 3', async () => {
    const family = await setUpFamily('words-campaign');
    setClock('2026-02-02T13:00:00Z'); // 8:00 AM in New York, before the text
    const { campaign } = await api(family.owner, 'POST', '/api/campaigns', {
      name: 'Spring',
      startDate: '2026-02-02',
      messages: ['Day one, {parent_name}.', 'Day two.', 'Day three.'],
    });
    const days = await harness.database.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.campaignId, campaign.id))
      .orderBy(asc(scheduledMessages.day));
    const usedFacts = async () =>
      (
        await harness.database.db
          .select({ usage: contentLibrary.usageCount })
          .from(contentLibrary)
          .where(eq(contentLibrary.contentType, 'fun_fact'))
      ).reduce((sum, row) => sum + row.usage, 0);

    const first = await sendTodays(family, '2026-02-02');
    expect(first.body!.split('\n')[0]).toBe('Day one, Gran.');
    expect(first.body).not.toContain('Fun fact');
    const [sentDay] = await harness.database.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.id, days[0]!.id));
    expect(sentDay!.sentAt).toEqual(new Date('2026-02-02T14:00:00Z'));
    const edit = await harness.app.request(`/api/scheduled-messages/${days[0]!.id}`, {
      method: 'PUT',
      headers: { cookie: family.owner, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Too late' }),
    });
    expect(edit.status).toBe(409);

    await sendTodays(family, '2026-02-03');
    const before = await usedFacts();
    const third = await sendTodays(family, '2026-02-04');
    const [opening, fact] = third.body!.split('\n\n');
    expect(opening).toBe('Day three.');
    expect(fact).toMatch(/^Fun fact: \S/);
    expect(await usedFacts()).toBeGreaterThan(before);
  });
});
