import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consents, phoneOptOuts } from '../../db/schema';
import { engineTestFile } from '../../test/engine-test-file';

// Monday 12 January 2026, 10:00 AM in New York (EST).
const { setClock, advance, harness, world } = engineTestFile('2026-01-12T15:00:00Z');
const { api, drain, text, textsTo, emailsTo, checkInOf, setUpFamily, answerLatestCall } = world;
const { answerCall, callsTo, sweep } = world;

const byCall = { checkInBy: 'call' };

const consentOf = async (phone: string) =>
  (
    await harness()
      .database.db.select()
      .from(consents)
      .where(and(eq(consents.phone, phone), eq(consents.subjectType, 'parent')))
  )[0]!;

/** A family whose parent is checked on by call and has not been asked yet; the request sent. */
async function askedByCall(label: string, parent: Record<string, unknown> = byCall) {
  const family = await setUpFamily(label, { parent, parentAgrees: false });
  const consent = await consentOf(family.parentPhone);
  const { consent: sent } = (await api(
    family.owner,
    'POST',
    `/api/consents/${consent.id}/send`,
  )) as { consent: { channel: string; status: string } };
  expect(sent).toMatchObject({ channel: 'voice', status: 'sent' });
  await drain();
  return family;
}

describe('consent by call', () => {
  it('is asked on a call, and pressing 1 agrees: when, from which number, the words, the key', async () => {
    setClock('2026-01-12T15:00:00Z');
    const family = await askedByCall('consent-call-agree');
    await answerLatestCall(family.parentPhone, 'press-1');
    const [call] = await callsTo(family.parentPhone);
    expect(call!.transcript).toBe(
      [
        'Service: Hello. This is Family Check-In, calling for Owner. Owner would like us to call you once a day, to check that you are OK. If you do not answer, we call once more, and then let your family know. Your answer is recorded. To agree, press 1 or say yes. If you do not agree, press 2 or say no. To never be called by us again, press 9.',
        'You pressed 1.',
        'Service: Thank you. We will call you once a day to check on you. To stop the calls, press 9 on any call. Goodbye.',
      ].join('\n'),
    );
    const consent = await consentOf(family.parentPhone);
    expect(consent).toMatchObject({
      status: 'verified',
      channel: 'voice',
      verifiedFrom: family.parentPhone,
      verifiedInput: '1',
      verifiedAt: new Date('2026-01-12T15:00:00Z'),
    });
    // The words agreed to are the words the call spoke.
    expect(call!.transcript).toContain(`Service: ${consent.wording}`);
    // Nothing was texted to her, and the next morning's check-in is a call.
    expect(await textsTo(family.parentPhone)).toEqual([]);
    setClock('2026-01-13T14:00:00Z');
    await sweep();
    expect((await checkInOf(family.parentId)).at(-1)).toMatchObject({ status: 'calling' });
  });

  it('takes "no" as a refusal: nothing more is asked, the owner is told, no day is called', async () => {
    setClock('2026-01-12T15:00:00Z');
    const family = await askedByCall('consent-call-refuse');
    await answerLatestCall(family.parentPhone, 'say', 'No, gracias');
    expect(await consentOf(family.parentPhone)).toMatchObject({
      status: 'failed',
      failedReason: 'Said no on the consent call.',
      verifiedAt: null,
    });
    expect((await callsTo(family.parentPhone))[0]!.transcript).toContain(
      'Service: Thank you. We will not call you for check-ins, and we will let your family know. Goodbye.',
    );
    expect(
      (await emailsTo(family.ownerEmail, 'consent-refused')).map((email) => email.subject),
    ).toEqual(['Grace said no to the daily calls']);
    setClock('2026-01-13T14:00:00Z');
    await sweep();
    await drain();
    expect((await checkInOf(family.parentId)).at(-1)).toMatchObject({
      status: 'skipped',
      skipReason: 'consent',
    });
    expect(await callsTo(family.parentPhone)).toHaveLength(1);
  });

  it('is not agreed to by a Y texted from the number: only the call answers its request', async () => {
    setClock('2026-01-12T15:00:00Z');
    const family = await askedByCall('consent-call-text-y');
    await text(family.parentPhone, 'Y');
    expect(await consentOf(family.parentPhone)).toMatchObject({ status: 'sent' });
  });

  it('calls again each day while unanswered, in her language, and expires after 7 days', async () => {
    setClock('2026-01-12T15:00:00Z');
    const family = await askedByCall('consent-call-remind', { ...byCall, language: 'es' });
    await answerLatestCall(family.parentPhone, 'no-answer');
    advance(24 * 60);
    await harness().services.consent.sendDueReminders();
    await drain();
    await answerLatestCall(family.parentPhone, 'stay-silent');
    const calls = await callsTo(family.parentPhone);
    expect(calls.map((call) => call.state)).toEqual(['no-answer', 'completed']);
    expect(calls[1]!.language).toBe('es-US');
    expect(calls[1]!.transcript).toMatch(
      /^Service: Hola\. Le llama Family Check-In de parte de Owner\. .* Para aceptar, oprima 1 o diga sí\./,
    );
    expect(calls[1]!.transcript).toContain(
      'Service: No escuchamos una respuesta. Le llamaremos otro día. Adiós.',
    );
    for (let day = 0; day < 7; day += 1) {
      advance(24 * 60);
      await harness().services.consent.sendDueReminders();
    }
    expect(await consentOf(family.parentPhone)).toMatchObject({ status: 'failed' });
    await drain();
    expect(
      (await emailsTo(family.ownerEmail, 'consent-expired')).map((email) => email.subject),
    ).toEqual(['Grace Hopper has not agreed to the daily calls yet']);
    expect(await textsTo(family.parentPhone)).toEqual([]);
  });
});

describe('switching how a parent is checked on', () => {
  it('asks again, the new way: a text parent who agreed by Y is asked on a call once switched', async () => {
    setClock('2026-01-12T15:00:00Z');
    const family = await setUpFamily('consent-switch');
    expect(await consentOf(family.parentPhone)).toMatchObject({ status: 'verified' });
    const parent = (await api(family.owner, 'GET', '/api/parents')) as {
      parents: Record<string, unknown>[];
    };
    // The parent as the form would post it back: the answer's fields less what it adds.
    const { id, createdAt: _createdAt, checkInsEnabled: _enabled, ...fields } = parent.parents[0]!;
    await api(family.owner, 'PUT', `/api/parents/${String(id)}`, { ...fields, checkInBy: 'call' });
    expect(await consentOf(family.parentPhone)).toMatchObject({ status: 'pending' });
    const { consents: listed } = (await api(family.owner, 'GET', '/api/consents')) as {
      consents: { phone: string; status: string; channel: string }[];
    };
    expect(listed.find((row) => row.phone === family.parentPhone)).toMatchObject({
      status: 'pending',
      channel: 'voice',
    });
    // A change that keeps the way (the language) keeps the agreement.
    await answerLatestCallAfterSending(family);
    await api(family.owner, 'PUT', `/api/parents/${String(id)}`, {
      ...fields,
      checkInBy: 'call',
      language: 'es',
    });
    expect(await consentOf(family.parentPhone)).toMatchObject({ status: 'verified' });
  });
});

async function answerLatestCallAfterSending(family: { owner: string; parentPhone: string }) {
  const consent = await consentOf(family.parentPhone);
  await api(family.owner, 'POST', `/api/consents/${consent.id}/send`);
  await drain();
  await answerLatestCall(family.parentPhone, 'press-1');
}

describe('opting out by call', () => {
  it.each([
    ['press-9', undefined, 'call: 9'],
    ['say', 'Stop calling me', 'call: Stop calling me'],
  ] as const)(
    '%s on the day’s call works like STOP: opted out, the day stopped, the owner told',
    async (action, words, keyword) => {
      setClock('2026-01-12T13:00:00Z');
      const family = await setUpFamily(`call-opt-out-${action}`, { parent: byCall });
      // Her consent call went at 9:00 AM (set up at 8:00, it waited: docs/product.md §3); the day's
      // call a minute later, so "her latest call" is the day's.
      setClock('2026-01-12T14:01:00Z');
      await sweep();
      await drain();
      if (action === 'say') await answerLatestCall(family.parentPhone, action, words);
      else await answerCall(family.parentId, action);
      expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'stopped' });
      expect(
        (
          await harness()
            .database.db.select()
            .from(phoneOptOuts)
            .where(eq(phoneOptOuts.phone, family.parentPhone))
        )[0],
      ).toMatchObject({ optedOut: true, keyword });
      expect((await callsTo(family.parentPhone)).at(-1)!.transcript).toContain(
        'Service: You will get no more calls or texts from us. We will let your family know. Goodbye.',
      );
      expect(await consentOf(family.parentPhone)).toMatchObject({ status: 'failed' });
      await drain();
      expect(
        (await emailsTo(family.ownerEmail, 'opted-out')).map((email) => email.subject),
      ).toEqual(['Grace asked us to stop calling']);
      // Nobody is alerted for a stop, and no more calls come.
      expect((await textsTo(family.members.sms)).join('\n')).not.toContain('did not respond');
      setClock('2026-01-13T14:00:00Z');
      await sweep();
      await drain();
      expect((await checkInOf(family.parentId)).at(-1)).toMatchObject({
        status: 'skipped',
        skipReason: 'opted_out',
      });
      expect(await callsTo(family.parentPhone)).toHaveLength(2);
      expect(await textsTo(family.parentPhone)).toEqual([]);
    },
  );
});
