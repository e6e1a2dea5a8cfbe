import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEND_SMS_JOB } from '../../channels/sms/sms-channel';
import { checkInEvents, parents, smsMessages } from '../../db/schema';
import { checkInMessages } from '@/shared/check-ins';
import { signInAs } from '../../test/sign-in';
import { engineTestFile } from '../../test/engine-test-file';

// A clock the test moves. Monday 12 January 2026, 8:00 AM in New York (EST).
const { setClock, harness, world } = engineTestFile('2026-01-12T13:00:00Z');
const { api, drain, textsTo, emailsTo, checkInOf, setUpFamily, sweep, nextPhone } = world;

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
    // Set up that morning: the days before it, while no sweep ran, were never hers to miss.
    setClock('2026-03-08T12:00:00Z');
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
      harness()
        .database.db.update(parents)
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
    const [queued] = await harness()
      .database.db.select()
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

  it('a day skipped for want of a subscription begins when the trial starts inside its catch-up, once; not after it', async () => {
    const readYes = async (phone: string) =>
      (await textsTo(phone)).filter((text) => text.includes('Reply YES'));
    const late = await setUpFamily('daily-late-trial', { trial: false });
    const tooLate = await setUpFamily('daily-too-late-trial', { trial: false });
    setClock('2026-01-12T14:00:00Z'); // 9:00 AM in New York, both parents' time
    await sweep();
    await drain();
    expect(await readYes(late.parentPhone)).toEqual([]);

    // The owner starts her trial at 9:30: the day is still inside its catch-up (until noon).
    setClock('2026-01-12T14:30:00Z');
    await api(late.owner, 'POST', '/api/billing/trial');
    setClock('2026-01-12T14:31:00Z');
    await sweep();
    await sweep();
    await drain();
    expect(await readYes(late.parentPhone)).toHaveLength(1);
    const [day] = await checkInOf(late.parentId);
    expect(day).toMatchObject({ localDate: '2026-01-12', status: 'awaiting', skipReason: null });

    // The other owner starts hers at 12:01 PM, after the catch-up: the day stays skipped.
    setClock('2026-01-12T17:01:00Z');
    await api(tooLate.owner, 'POST', '/api/billing/trial');
    await sweep();
    await drain();
    expect(await readYes(tooLate.parentPhone)).toEqual([]);
    expect((await checkInOf(tooLate.parentId)).map((row) => [row.status, row.skipReason])).toEqual([
      ['skipped', 'subscription'],
    ]);
    // Later sweeps send nothing more to either.
    setClock('2026-01-12T17:30:00Z');
    await sweep();
    await drain();
    expect(await readYes(late.parentPhone)).toHaveLength(1);
    expect(await readYes(tooLate.parentPhone)).toEqual([]);
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

  it('an undeliverable text alerts the family', async () => {
    const family = await setUpFamily('undeliverable');
    setClock('2026-01-12T14:00:00Z');
    await sweep();
    const [checkIn] = await checkInOf(family.parentId);
    // Handed to the carrier, which then reports it could not deliver it.
    await harness().runJob(SEND_SMS_JOB, {});
    const [text] = await harness()
      .database.db.select()
      .from(smsMessages)
      .where(eq(smsMessages.id, checkIn!.smsMessageId!));
    await harness().services.channels.sms.handleStatus({
      messageId: text!.id,
      providerSid: text!.providerSid!,
      status: 'undelivered',
      errorCode: '30003',
    });
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'undeliverable' });
    expect((await textsTo(family.members.sms)).at(-1)).toContain('could not be delivered');
  });

  it('send now is the day’s check-in: a second one the same day is refused', async () => {
    const family = await setUpFamily('send-now');
    const sendNow = (cookie: string) =>
      harness().app.request(`/api/parents/${family.parentId}/check-in`, {
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

    const stranger = await signInAs(harness(), 'send-now-stranger@example.com', 'Stranger');
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
    const refused = await harness().app.request(`/api/parents/${family.parentId}/check-in`, {
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
