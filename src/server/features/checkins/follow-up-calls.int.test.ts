import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEND_SMS_JOB } from '../../channels/sms/sms-channel';
import { PLACE_CALL_JOB } from '../../channels/voice/voice-channel';
import { voiceCalls } from '../../db/schema';
import { engineTestFile } from '../../test/engine-test-file';

// The call when the parent does not answer the day's text, and how it ends; her texted answers:
// answers-and-calls.int.test.ts.

// A clock the test moves. Monday 12 January 2026, 8:00 AM in New York (EST).
const { setClock, advance, harness, world, sendTodays } = engineTestFile('2026-01-12T13:00:00Z');
const {
  simulator,
  serviceNumber,
  drain,
  textsTo,
  emailsTo,
  checkInOf,
  setUpFamily,
  answerCall,
  sweep,
  followUp,
} = world;

describe('the parent’s answer, or the call when none comes', () => {
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
      await harness()
        .database.db.select()
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
    await harness().runJob(PLACE_CALL_JOB, { callId: calling!.callId! });
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

  it('a call whose result never comes counts as unanswered, and the family is told', async () => {
    const family = await setUpFamily('call-lost');
    await sendTodays(family);
    advance(60);
    await followUp();
    const [calling] = await checkInOf(family.parentId);
    // The call rings; its result is lost (say, the process died as the report came in).
    await harness().runJob(PLACE_CALL_JOB, { callId: calling!.callId! });
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
    // Handed over, but no sent or delivered report ever arrives.
    await harness().runJob(SEND_SMS_JOB, {});
    advance(89);
    await followUp();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'awaiting' });
    advance(1);
    await followUp();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'calling' });
  });
});
