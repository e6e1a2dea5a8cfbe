import { describe, expect, it } from 'vitest';
import { engineTestFile } from '../../test/engine-test-file';

// Monday 12 January 2026, 8:00 AM in New York (EST). The day's call is at 9:00 AM.
const { setClock, advance, world } = engineTestFile('2026-01-12T13:00:00Z');
const { api, drain, textsTo, emailsTo, checkInOf, setUpFamily, answerCall, callsTo } = world;
const { sweep, followUp } = world;

const byCall = { parent: { checkInBy: 'call' } };

/** The call parent's 9:00 AM: the sweep starts the day, which is a call. */
async function callTime(family: { parentId: string }, day = '2026-01-12') {
  setClock(`${day}T14:00:00Z`);
  await sweep();
  await drain();
  const checkIn = (await checkInOf(family.parentId)).find((row) => row.localDate === day);
  expect(checkIn).toMatchObject({ status: 'calling', checkInBy: 'call' });
  return checkIn!;
}

describe('a parent checked on by call', () => {
  it('answers the day’s call OK: the family hears she is OK, and nothing is ever texted to her', async () => {
    const family = await setUpFamily('call-day-ok', byCall);
    await callTime(family);
    await answerCall(family.parentId, 'press-1');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({
      status: 'ok',
      responseChannel: 'voice',
    });
    const [consentCall, dayCall] = await callsTo(family.parentPhone);
    // Asked on a call, not by text: the service, the owner, how often, press 1.
    expect(consentCall!.transcript).toContain(
      'Service: Hello. This is Family Check-In, calling for Owner. Owner would like us to call you once a day',
    );
    expect(consentCall!.transcript).toContain('You pressed 1.');
    // The day's own words, then the question and how to stop the calls; no "reply YES".
    expect(dayCall!.transcript).toMatch(
      /^Service: Hello Gran\. This is your daily check-in call from Family Check-In\. .+ If you are OK, press 1 or say yes\. If you need help, press 2 or say no\. To stop these calls, press 9 or say stop calling\.\nYou pressed 1\.\nService: Thank you\. We'll let your family know you're OK\. Goodbye\.$/,
    );
    expect(dayCall!.transcript).not.toContain('Reply YES');
    expect((await textsTo(family.members.sms)).at(-1)).toBe(
      "Grace Hopper replied YES to today's check-in at 9:00 AM. All is well.",
    );
    expect(await textsTo(family.parentPhone)).toEqual([]);
  });

  it('answers the day’s call needing help: the family is alerted with the 911 line', async () => {
    const family = await setUpFamily('call-day-help', byCall);
    await callTime(family);
    await answerCall(family.parentId, 'press-2');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'needs_help' });
    const alert = (await textsTo(family.members.sms)).at(-1)!;
    expect(alert).toContain('Grace Hopper replied NO to today');
    expect(alert).toContain('In an emergency, call 911.');
    expect((await callsTo(family.parentPhone)).at(-1)!.transcript).toContain(
      'Service: Thank you. We are letting your family know right away that you need help.',
    );
    expect(await textsTo(family.parentPhone)).toEqual([]);
  });

  it('does not answer twice: called again 10 minutes later, then the family is alerted', async () => {
    const family = await setUpFamily('call-day-silent', byCall);
    await callTime(family);
    const toldBefore = (await textsTo(family.members.sms)).length;
    await answerCall(family.parentId, 'no-answer');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({
      status: 'redialing',
      retryReason: 'no_answer',
    });
    // Nobody is told after one missed call.
    expect(await textsTo(family.members.sms)).toHaveLength(toldBefore);
    advance(9);
    await followUp();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'redialing' });
    advance(1);
    await followUp();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({
      status: 'calling',
      callAttempt: 2,
    });
    await answerCall(family.parentId, 'no-answer');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({
      status: 'no_response',
      missedReason: 'no_answer',
    });
    // Both calls rang the phone, ten minutes apart, and both are in the history.
    const calls = (await callsTo(family.parentPhone)).slice(1);
    expect(calls.map((call) => call.state)).toEqual(['no-answer', 'no-answer']);
    const history = (await api(family.owner, 'GET', `/api/messages?parent=${family.parentId}`)) as {
      items: { kind: string; status: string }[];
    };
    expect(
      history.items.filter((item) => item.kind === 'checkin-call').map((item) => item.status),
    ).toEqual(['no-answer', 'no-answer']);
    const alert = (await textsTo(family.members.sms)).at(-1)!;
    expect(alert).toMatch(
      /^Grace Hopper did not respond to today's check-in calls: the first time nobody answered, and when we called again nobody answered\. Call Grace now: \(\d{3}\) \d{3}-\d{4}\. No answer\? Call someone near Grace\. In an emergency, call 911\./,
    );
    expect((await emailsTo(family.memberEmails.email)).map((email) => email.subject)).toEqual([
      'Grace Hopper did not respond today',
    ]);
    expect(await textsTo(family.parentPhone)).toEqual([]);
  });

  it('finds the line busy: called again 5 minutes later, and answers', async () => {
    const family = await setUpFamily('call-day-busy', byCall);
    await callTime(family);
    await answerCall(family.parentId, 'busy');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'redialing' });
    advance(4);
    await followUp();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'redialing' });
    advance(1);
    await followUp();
    await answerCall(family.parentId, 'say-yes');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'ok' });
    expect((await callsTo(family.parentPhone)).slice(1).map((call) => call.state)).toEqual([
      'busy',
      'completed',
    ]);
    const told = await textsTo(family.members.sms);
    expect(told.at(-1)).toContain('Grace Hopper replied YES');
    expect(told.filter((text) => text.includes('did not respond'))).toEqual([]);
    expect(await textsTo(family.parentPhone)).toEqual([]);
  });

  it('has not agreed to the calls yet: the owner reads that the day was not called for that reason', async () => {
    const family = await setUpFamily('call-day-no-consent', { ...byCall, parentAgrees: false });
    setClock('2026-01-12T14:00:00Z');
    await sweep();
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({
      status: 'skipped',
      skipReason: 'consent',
    });
    expect(await callsTo(family.parentPhone)).toHaveLength(0);
    const { activity } = (await api(family.owner, 'GET', '/api/dashboard/activity')) as {
      activity: { text: string }[];
    };
    // About the calls she was asked to agree to, not texts she was never sent.
    expect(activity.map((item) => item.text)).toContain(
      "Gran's check-in was not sent: they have not agreed to the daily calls yet",
    );

    // Once the consent call has gone out unanswered, the owner's e-mail speaks of calls too.
    const { consents } = (await api(family.owner, 'GET', '/api/consents')) as {
      consents: { id: string; phone: string }[];
    };
    const request = consents.find((consent) => consent.phone === family.parentPhone)!;
    await api(family.owner, 'POST', `/api/consents/${request.id}/send`);
    await drain();
    setClock('2026-01-13T14:00:00Z');
    await sweep();
    await drain();
    const [notice] = await emailsTo(family.ownerEmail, 'checkins-stopped');
    expect(notice?.textBody).toContain('We did not call Grace today');
    expect(notice?.textBody).toContain(
      'Daily check-ins for Grace are paused because Grace has not pressed 1 on the consent call yet. You can call again from your dashboard.',
    );
  });
});
