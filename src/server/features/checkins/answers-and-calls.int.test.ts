import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsMessages, voiceCalls } from '../../db/schema';
import { engineTestFile } from '../../test/engine-test-file';

// The parent's texted answers (and STOP) to the day's check-in; the follow-up call when none
// comes: follow-up-calls.int.test.ts.

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

  it('a delivery report that comes twice changes nothing the second time', async () => {
    const family = await setUpFamily('report-twice');
    const checkIn = await sendTodays(family);
    const [text] = await harness()
      .database.db.select()
      .from(smsMessages)
      .where(eq(smsMessages.id, checkIn.smsMessageId!));
    advance(5);
    // The provider repeats its last report, as providers may.
    await harness().services.channels.sms.handleStatus({
      messageId: text!.id,
      providerSid: text!.providerSid!,
      status: 'delivered',
    });
    expect((await checkInOf(family.parentId))[0]!.followUpAt).toEqual(checkIn.followUpAt);
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
    const calls = await harness()
      .database.db.select()
      .from(voiceCalls)
      .where(eq(voiceCalls.toNumber, family.parentPhone));
    expect(calls).toHaveLength(0);
  });
});
