import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLACE_CALL_JOB } from '../../channels/voice/voice-channel';
import { voiceCalls } from '../../db/schema';
import { callerIdVerdicts } from '@/shared/dev-tools';
import { engineTestFile } from '../../test/engine-test-file';

// Monday 12 January 2026, 8:00 AM in New York (EST): an hour before each parent's time.
const { setClock, advance, world, harness, sendTodays } = engineTestFile('2026-01-12T13:00:00Z');
const {
  drain,
  text,
  textsTo,
  emailsTo,
  checkInOf,
  setUpFamily,
  callsTo,
  callService,
  answerCall,
  followUp,
  nextPhone,
  simulator,
} = world;

const unverified =
  'Service: Thank you for calling Family Check-In. If this number is on file with us, we will call it back in a moment. Goodbye.';

/** Places every call the service queued, as its worker would: the phones ring. */
async function placeQueuedCalls() {
  const queued = await harness()
    .database.db.select({ id: voiceCalls.id })
    .from(voiceCalls)
    .where(eq(voiceCalls.status, 'queued'));
  for (const { id } of queued) await harness().runJob(PLACE_CALL_JOB, { callId: id });
}

/** The calls ringing at a phone now, newest last: what the person's phone shows. */
const ringing = async (phone: string) =>
  (await callsTo(phone)).filter(
    (call) => call.direction === 'to_phone' && call.state === 'ringing',
  );

/** Picks up the latest call-back ringing at `phone` and does `action` on it. */
async function pickUp(phone: string, action: Parameters<typeof answerCall>[1]) {
  const [call] = await harness()
    .database.db.select()
    .from(voiceCalls)
    .where(and(eq(voiceCalls.toNumber, phone), eq(voiceCalls.kind, 'call-back')))
    .orderBy(desc(voiceCalls.createdAt))
    .limit(1);
  expect(await simulator().actOnCall(call!.providerSid!, action)).toBe(true);
  await drain();
}

const spoofedVerdicts = callerIdVerdicts.filter((verdict) => verdict !== 'TN-Validation-Passed-A');

describe('a call whose caller ID the network does not vouch for (docs/product.md §3)', () => {
  it.each(spoofedVerdicts)(
    '%s: pressing 1 checks nobody in, tells nobody, and the parent is called back at her number',
    async (verdict) => {
      setClock('2026-01-12T13:00:00Z');
      const family = await setUpFamily(`spoof-early-${verdict.toLowerCase()}`, {
        parent: { checkInBy: 'call' },
      });
      const told = (await textsTo(family.members.sms)).length;
      setClock('2026-01-12T13:30:00Z');
      await callService(family.parentPhone, 'press-1', undefined, verdict);
      await drain();
      const [caller] = (await callsTo(family.parentPhone)).filter(
        (call) => call.direction === 'from_phone',
      );
      expect(caller!.transcript).toBe(unverified);
      expect(await checkInOf(family.parentId)).toEqual([]);
      expect(await textsTo(family.members.sms)).toHaveLength(told);
      // The parent's own phone rings: the service calls her number on file to hear her.
      await placeQueuedCalls();
      expect(await ringing(family.parentPhone)).toHaveLength(1);
    },
  );

  it('the answer on the call-back counts: she presses 1 there and is checked in early', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('spoof-callback', { parent: { checkInBy: 'call' } });
    setClock('2026-01-12T13:30:00Z');
    await callService(family.parentPhone, 'press-1', undefined, 'TN-Validation-Failed-C');
    await placeQueuedCalls();
    await pickUp(family.parentPhone, 'press-1');
    // The consent call came first; the call-back is her phone's latest.
    const callBack = (await callsTo(family.parentPhone))
      .filter((call) => call.direction === 'to_phone')
      .at(-1);
    expect(callBack!.transcript).toBe(
      [
        'Service: Hello Gran. This is Family Check-In, calling you back. If you are OK, press 1 or say yes. If you need help, press 2 or say no. To stop these calls, press 9 or say stop calling.',
        'You pressed 1.',
        "Service: Thank you. We'll let your family know you're OK. Goodbye.",
      ].join('\n'),
    );
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'ok' });
    expect((await textsTo(family.members.sms)).at(-1)).toBe(
      'Grace Hopper checked in early today, by calling us, at 8:30 AM. All is well.',
    );
  });

  it('a spoofed 1 does not close her open alert; her own answer on the call-back does', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('spoof-alert');
    await sendTodays(family);
    advance(60);
    await followUp();
    await answerCall(family.parentId, 'no-answer');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'no_response' });
    const told = (await textsTo(family.members.sms)).length;

    advance(20);
    await callService(family.parentPhone, 'press-1', undefined, 'TN-Validation-Failed-C');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'no_response' });
    expect(await textsTo(family.members.sms)).toHaveLength(told);

    await placeQueuedCalls();
    await pickUp(family.parentPhone, 'press-1');
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'ok' });
    expect((await textsTo(family.members.sms)).at(-1)).toMatch(/^Update: Grace Hopper replied YES/);
  });

  it('a spoofed 9 opts nobody out: the next day’s text still reaches her', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('spoof-stop');
    await callService(family.parentPhone, 'press-9', undefined, 'No-TN-Validation');
    await drain();
    await sendTodays(family);
    expect((await textsTo(family.parentPhone)).at(-1)).toMatch(/Reply YES if you are OK/);
    expect((await emailsTo(family.ownerEmail, 'opt-out-notice')).length).toBe(0);
  });

  it('a spoofed 2 raises no alarm', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('spoof-help', { parent: { checkInBy: 'call' } });
    const told = (await textsTo(family.members.sms)).length;
    await callService(family.parentPhone, 'press-2', undefined, 'TN-Validation-Passed-B');
    await drain();
    expect(await checkInOf(family.parentId)).toEqual([]);
    expect(await textsTo(family.members.sms)).toHaveLength(told);
  });

  it('a number not on file hears the very same words, and nobody is called back', async () => {
    setClock('2026-01-12T13:00:00Z');
    const stranger = nextPhone().e164;
    await callService(stranger, 'press-1', undefined, 'TN-Validation-Failed-C');
    await placeQueuedCalls();
    expect((await callsTo(stranger)).map((call) => call.transcript)).toEqual([unverified]);
  });

  it('calls her back at most three times a day, however often her number is spoofed', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('spoof-many', { parent: { checkInBy: 'call' } });
    for (let call = 0; call < 6; call += 1) {
      advance(1);
      await callService(family.parentPhone, 'press-1', undefined, 'none');
    }
    await placeQueuedCalls();
    expect(await ringing(family.parentPhone)).toHaveLength(3);
  });
});

describe('what a number hears comes from its own agreement (docs/product.md §3)', () => {
  it('a stranger who typed her number in, with another name and language, is never heard', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('phone-book-own');
    // Another account types the same number in, with words of its own, and never asks her.
    await setUpFamily('phone-book-stranger', {
      parentPhone: family.parentPhone,
      parentAgrees: false,
      parent: {
        nickname: 'Abuela',
        language: 'es',
      },
    });
    await callService(family.parentPhone, 'press-1');
    const [caller] = (await callsTo(family.parentPhone)).filter(
      (call) => call.direction === 'from_phone',
    );
    expect(caller!.transcript).toMatch(/^Service: Hello Gran\. This is Family Check-In\./);
    expect(caller!.language).toBe('en-US');
    const before = (await textsTo(family.parentPhone)).length;
    await text(family.parentPhone, 'HELP');
    await drain();
    const answers = (await textsTo(family.parentPhone)).slice(before);
    expect(answers.some((answer) => answer.includes('Questions:'))).toBe(true);
    expect(answers.join('\n')).not.toMatch(/Responda|familia|Abuela/);
  });

  it('a number no account has the agreement of hears what an unknown number hears', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('phone-book-unagreed', { parentAgrees: false });
    await callService(family.parentPhone, 'press-1');
    expect((await callsTo(family.parentPhone)).at(-1)!.transcript).toBe(
      'Service: This is the Family Check-In line. We do not have this number on file. Goodbye.',
    );
    expect(await checkInOf(family.parentId)).toEqual([]);
  });
});
