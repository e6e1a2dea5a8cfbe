import { describe, expect, it } from 'vitest';
import { setOptedOut } from '../../channels/sms/opt-outs';
import { engineTestFile } from '../../test/engine-test-file';

// Monday 12 January 2026, 8:00 AM in New York (EST): an hour before each parent's time.
const { setClock, world, harness } = engineTestFile('2026-01-12T13:00:00Z');
const { drain, text, textsTo, checkInOf, setUpFamily, callsTo, callService, sweep } = world;

describe('an early check-in (docs/product.md §2.11)', () => {
  it('by text: a YES before the day’s time checks her in, and the 9:00 AM text is not sent', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('early-text');
    const before = (await textsTo(family.parentPhone)).length;
    setClock('2026-01-12T13:12:00Z');
    await text(family.parentPhone, 'YES all good');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({
      localDate: '2026-01-12',
      status: 'ok',
      responseChannel: 'sms',
    });
    expect((await textsTo(family.parentPhone)).slice(before)).toEqual([
      "Thank you, Gran! We've let your family know you're OK. Have a lovely day.",
    ]);
    expect((await textsTo(family.members.sms)).at(-1)).toBe(
      'Grace Hopper checked in early today, by text, at 8:12 AM. All is well.',
    );
    // Her time comes: the day has begun, so nothing is sent, and nobody is told twice.
    const told = (await textsTo(family.members.sms)).length;
    setClock('2026-01-12T14:00:00Z');
    await sweep();
    await drain();
    expect(await checkInOf(family.parentId)).toHaveLength(1);
    expect((await textsTo(family.parentPhone)).slice(before)).toHaveLength(1);
    expect(await textsTo(family.members.sms)).toHaveLength(told);
  });

  it('by text, only a YES: other words before the day’s time do not begin it', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('early-text-chat');
    setClock('2026-01-12T13:05:00Z');
    await text(family.parentPhone, 'Who is this?');
    await drain();
    expect(await checkInOf(family.parentId)).toEqual([]);
    setClock('2026-01-12T14:00:00Z');
    await sweep();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'awaiting' });
  });

  it('by calling the service’s number and pressing 1 (a call parent): no call at her time', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('early-call', { parent: { checkInBy: 'call' } });
    setClock('2026-01-12T13:30:00Z');
    await callService(family.parentPhone, 'press-1');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({
      status: 'ok',
      responseChannel: 'voice',
      checkInBy: 'call',
    });
    const inbound = (await callsTo(family.parentPhone)).find(
      (call) => call.direction === 'from_phone',
    );
    expect(inbound!.transcript).toBe(
      [
        'Service: Hello Gran. This is Family Check-In. If you are OK, press 1 or say yes. If you need help, press 2 or say no. To stop these calls, press 9 or say stop calling.',
        'You pressed 1.',
        "Service: Thank you. We'll let your family know you're OK. Goodbye.",
      ].join('\n'),
    );
    expect((await textsTo(family.members.sms)).at(-1)).toBe(
      'Grace Hopper checked in early today, by calling us, at 8:30 AM. All is well.',
    );
    const callsBefore = (await callsTo(family.parentPhone)).length;
    setClock('2026-01-12T14:00:00Z');
    await sweep();
    await drain();
    expect(await checkInOf(family.parentId)).toHaveLength(1);
    expect(await callsTo(family.parentPhone)).toHaveLength(callsBefore);
    expect(await textsTo(family.parentPhone)).toEqual([]);
  });

  it('by calling in and pressing 2: the family is alerted at once', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('early-call-help', { parent: { checkInBy: 'call' } });
    setClock('2026-01-12T13:40:00Z');
    await callService(family.parentPhone, 'press-2');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'needs_help' });
    expect((await textsTo(family.members.sms)).at(-1)).toContain(
      'Grace Hopper replied NO to today',
    );
  });

  it('not from a number that has opted out: nothing begins, and the family hears nothing', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('early-opted-out');
    // The carrier's word (a send refused with 21610): the number is out, its consent untouched.
    await setOptedOut(harness().database.db, family.parentPhone, true, 'carrier');
    const told = (await textsTo(family.members.sms)).length;
    const received = (await textsTo(family.parentPhone)).length;
    setClock('2026-01-12T13:10:00Z');
    await text(family.parentPhone, 'YES');
    await drain();
    expect(await checkInOf(family.parentId)).toEqual([]);
    expect(await textsTo(family.members.sms)).toHaveLength(told);
    expect(await textsTo(family.parentPhone)).toHaveLength(received);
  });

  it('answers a call from a number it does not know, and records nothing', async () => {
    setClock('2026-01-12T13:00:00Z');
    await callService('+17185550999', 'press-1');
    expect((await callsTo('+17185550999'))[0]!.transcript).toBe(
      'Service: This is the Family Check-In line. We do not have this number on file. Goodbye.',
    );
  });
});
