import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voiceCalls } from '../../db/schema';
import { engineTestFile } from '../../test/engine-test-file';
import { signInAs } from '../../test/sign-in';

/*
 * First contact in waking hours (docs/product.md §3, issue 35): a consent request, a consent call and
 * the welcome test reach a person only between 9:00 AM and 8:00 PM in their own zone. Read from
 * what the phones received, and what the owner's screen says.
 */

// Tuesday 13 January 2026, 9:48 AM UTC: 4:48 AM in New York, 1:48 AM in Los Angeles.
const { setClock, harness, world } = engineTestFile('2026-01-13T09:48:00Z');
const { api, drain, textsTo, callsTo } = world;

/** The worker's minute, with the consent sweep, and what it queued delivered. */
async function minute() {
  await harness().services.consent.sendDueReminders();
  await world.workerMinute();
  await drain();
}

interface Listed {
  id: string;
  phone: string;
  status: string;
  waitsUntil: { at: string; zone: string } | null;
}

/** An owner with Rose (texts, New York) and Walter (calls, Spanish, Los Angeles). */
async function twoParents(label: string) {
  const owner = await signInAs(harness(), `${label}@example.com`, 'Ana Rivera');
  const rose = world.nextPhone();
  const walter = world.nextPhone();
  const where = { relationshipType: 'parent', messageTime: '09:00' };
  const { parent: roseRow } = (await api(owner, 'POST', '/api/parents', {
    ...where,
    firstName: 'Rose',
    lastName: 'Rivera',
    phone: rose.typed,
    city: 'New York',
    state: 'New York',
    zipOrCounty: '10001',
    timezone: 'America/New_York',
  })) as { parent: { id: string } };
  const { parent: walterRow } = (await api(owner, 'POST', '/api/parents', {
    ...where,
    firstName: 'Walter',
    lastName: 'Rivera',
    nickname: 'Papá',
    phone: walter.typed,
    city: 'Los Angeles',
    state: 'California',
    zipOrCounty: '90012',
    timezone: 'America/Los_Angeles',
    language: 'es',
    checkInBy: 'call',
  })) as { parent: { id: string } };
  const consents = async () =>
    ((await api(owner, 'GET', '/api/consents')) as { consents: Listed[] }).consents;
  const consentOf = async (phone: string) =>
    (await consents()).find((consent) => consent.phone === phone)!;
  return {
    owner,
    rose: { phone: rose.e164, id: roseRow.id },
    walter: { phone: walter.e164, id: walterRow.id },
    consentOf,
  };
}

const send = (owner: string, consentId: string) =>
  harness().app.request(`/api/consents/${consentId}/send`, {
    method: 'POST',
    headers: { cookie: owner },
  });

describe('first contact in waking hours', () => {
  it('a consent request made at 1:48 AM where she lives goes at 9:00 AM her time, and the screen says so', async () => {
    setClock('2026-01-13T09:48:00Z');
    const family = await twoParents('night-consent');
    for (const who of [family.rose, family.walter]) {
      const response = await send(family.owner, (await family.consentOf(who.phone)).id);
      expect(response.status).toBe(200);
    }
    // What the owner's screen is told: 9:00 AM in each one's own zone.
    expect((await family.consentOf(family.rose.phone)).waitsUntil).toEqual({
      at: '2026-01-13T14:00:00.000Z',
      zone: 'America/New_York',
    });
    expect((await family.consentOf(family.walter.phone)).waitsUntil).toEqual({
      at: '2026-01-13T17:00:00.000Z',
      zone: 'America/Los_Angeles',
    });
    await minute();
    expect(await textsTo(family.rose.phone)).toEqual([]);
    expect(await callsTo(family.walter.phone)).toEqual([]);

    // 8:59 AM in New York: still nothing.
    setClock('2026-01-13T13:59:00Z');
    await minute();
    expect(await textsTo(family.rose.phone)).toEqual([]);

    // 9:00 AM in New York: Rose's request; Walter's is 6:00 AM, so his phone stays quiet.
    setClock('2026-01-13T14:00:00Z');
    await minute();
    await minute();
    const roseTexts = await textsTo(family.rose.phone);
    expect(roseTexts).toHaveLength(1);
    expect(roseTexts[0]).toMatch(/Ana Rivera/);
    expect(roseTexts[0]).toMatch(/Reply Y/);
    expect((await family.consentOf(family.rose.phone)).waitsUntil).toBeNull();
    expect(await callsTo(family.walter.phone)).toEqual([]);
    expect((await family.consentOf(family.walter.phone)).waitsUntil).not.toBeNull();

    // 9:00 AM in Los Angeles: Walter's consent call, once, in Spanish.
    setClock('2026-01-13T17:00:00Z');
    await minute();
    await minute();
    const placed = await harness()
      .database.db.select()
      .from(voiceCalls)
      .where(eq(voiceCalls.toNumber, family.walter.phone));
    expect(placed.map((call) => call.createdAt.toISOString())).toEqual([
      '2026-01-13T17:00:00.000Z',
    ]);
    await world.answerLatestCall(family.walter.phone, 'press-1');
    const calls = await callsTo(family.walter.phone);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.language).toBe('es-US');
    expect(calls[0]!.transcript).toMatch(/de parte de Ana Rivera/);
  });

  it('a request already out is not sent again at night: the owner is told when she may, and her Y still agrees', async () => {
    setClock('2026-01-13T18:00:00Z'); // 1:00 PM in New York
    const family = await twoParents('night-resend');
    const rose = await family.consentOf(family.rose.phone);
    expect((await send(family.owner, rose.id)).status).toBe(200);
    await drain();
    expect(await textsTo(family.rose.phone)).toHaveLength(1);

    setClock('2026-01-14T04:30:00Z'); // 11:30 PM in New York
    const again = await send(family.owner, rose.id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'It is night where they live. The request already sent still stands, and its reminders go between 9:00 AM and 8:00 PM their time. You can send it again from 9:00 AM their time (Wed, Jan 14).',
    );
    await minute();
    expect(await textsTo(family.rose.phone)).toHaveLength(1);

    // She answers the text she has, at night: it agrees.
    await world.text(family.rose.phone, 'Y');
    await drain();
    expect((await family.consentOf(family.rose.phone)).status).toBe('verified');
  });

  it('the welcome test asked for at night waits for her morning; a call parent hears it in her language, asked nothing', async () => {
    setClock('2026-01-13T19:00:00Z'); // 2:00 PM in New York, 11:00 AM in Los Angeles
    const family = await twoParents('night-welcome');
    await world.agreeAll(family.owner);
    const heardBefore = (await callsTo(family.walter.phone)).length;
    const roseBefore = (await textsTo(family.rose.phone)).length;

    // 11:30 PM in New York, 8:30 PM in Los Angeles.
    setClock('2026-01-14T04:30:00Z');
    const welcome = (await api(family.owner, 'POST', '/api/first-message', {
      parentId: family.walter.id,
      message: 'test call',
    })) as { sent: { status: string; waitsUntil: unknown } };
    expect(welcome.sent).toMatchObject({
      status: 'waiting',
      waitsUntil: { at: '2026-01-14T17:00:00.000Z', zone: 'America/Los_Angeles' },
    });
    // Pressed twice: one welcome waits, with the words last sent.
    await api(family.owner, 'POST', '/api/first-message', {
      parentId: family.walter.id,
      message: 'test call',
    });
    // Rose's text at her night too, with the owner's own words.
    const roseWelcome = (await api(family.owner, 'POST', '/api/first-message', {
      parentId: family.rose.id,
      message: 'Hi Mom, this is the new check-in service. No need to reply.',
    })) as { sent: { waitsUntil: { at: string } } };
    expect(roseWelcome.sent.waitsUntil.at).toBe('2026-01-14T14:00:00.000Z');
    // Set-up can be finished at night: the owner did her part.
    expect(
      ((await api(family.owner, 'GET', '/api/onboarding')) as { firstMessageSentAt: string | null })
        .firstMessageSentAt,
    ).not.toBeNull();

    await minute();
    expect(await callsTo(family.walter.phone)).toHaveLength(heardBefore);
    expect(await textsTo(family.rose.phone)).toHaveLength(roseBefore);

    setClock('2026-01-14T14:00:00Z'); // 9:00 AM in New York, 6:00 AM in Los Angeles
    await minute();
    expect((await textsTo(family.rose.phone)).slice(roseBefore)).toEqual([
      'Hi Mom, this is the new check-in service. No need to reply.',
    ]);
    expect(await callsTo(family.walter.phone)).toHaveLength(heardBefore);

    setClock('2026-01-14T17:00:00Z'); // 9:00 AM in Los Angeles
    await minute();
    await minute();
    // He picks up and listens; a key pressed on a call that asks nothing changes nothing.
    await world.answerLatestCall(family.walter.phone, 'press-1');
    const heard = (await callsTo(family.walter.phone)).slice(heardBefore);
    expect(heard).toHaveLength(1);
    expect(heard[0]!.language).toBe('es-US');
    // Her welcome, written for the ear in Spanish; no question, so nothing it promises is owed.
    expect(heard[0]!.transcript).toBe(
      'Service: Hola, Papá. Esta es una llamada de prueba de Family Check-In. Cada día a las 9:00 a. m. le llamaremos para saber cómo está, y le diremos a su familia lo que usted conteste. Si no contesta, le llamaremos una vez más y después le avisaremos a su familia. Esta llamada no necesita respuesta. Adiós.',
    );
  });
});
