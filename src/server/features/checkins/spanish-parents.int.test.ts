import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { engineTestFile } from '../../test/engine-test-file';

// Monday 12 January 2026, 8:00 AM in New York (EST). Each day's text goes at 9:00 AM.
const { setClock, world, sendTodays, harness } = engineTestFile('2026-01-12T13:00:00Z');
const { drain, text, textsTo, emailsTo, checkInOf, setUpFamily, api, askConsent } = world;
const { answerCall, callsTo, sweep, followUp } = world;

const spanish = { parent: { language: 'es' } };

describe('a parent checked on in Spanish, by text', () => {
  it('is asked for consent in Spanish, agrees with "Sí", and is thanked in Spanish', async () => {
    const family = await setUpFamily('es-consent', { ...spanish, parentAgrees: false });
    const { consents } = (await api(family.owner, 'GET', '/api/consents')) as {
      consents: { id: string; phone: string }[];
    };
    const consent = consents.find((row) => row.phone === family.parentPhone)!;
    // Set up at 8:00 AM, the request goes at 9:00 AM her time (docs/product.md §3).
    await askConsent(family.owner, consent.id);
    expect((await textsTo(family.parentPhone)).at(-1)).toBe(
      'Family Check-In: Owner quiere enviarle un mensaje diario para saber cómo está (1 msj/día) y, si no responde, una breve llamada de seguimiento. Pueden aplicarse tarifas por mensajes y datos. Responda SÍ para aceptar, STOP para cancelar, AYUDA para obtener ayuda.',
    );
    await text(family.parentPhone, 'Sí');
    await drain();
    expect((await textsTo(family.parentPhone)).at(-1)).toMatch(
      /^Family Check-In: Gracias\. Recibirá un mensaje diario para saber cómo está .* de parte de la familia de Owner\./,
    );
    const { consents: after } = (await api(family.owner, 'GET', '/api/consents')) as {
      consents: { phone: string; status: string }[];
    };
    expect(after.find((row) => row.phone === family.parentPhone)?.status).toBe('verified');
  });

  // Found by the simulation (issue 35): an owner whose name is not a plain one ("Owner2") is
  // named by neutral words, which were English inside the Spanish request.
  it('is asked in Spanish only, when the owner has no plain name to give', async () => {
    const family = await setUpFamily('es-neutral-name', { ...spanish, parentAgrees: false });
    const { db } = harness().database;
    const [owner] = await db.select().from(users).where(eq(users.email, family.ownerEmail));
    await db.update(users).set({ name: 'Owner2' }).where(eq(users.id, owner!.id));
    await db.update(profiles).set({ firstName: 'Owner2' }).where(eq(profiles.userId, owner!.id));
    const { consents } = (await api(family.owner, 'GET', '/api/consents')) as {
      consents: { id: string; phone: string }[];
    };
    const consent = consents.find((row) => row.phone === family.parentPhone)!;
    await askConsent(family.owner, consent.id);
    expect((await textsTo(family.parentPhone)).at(-1)).toBe(
      'Family Check-In: Su familia quiere enviarle un mensaje diario para saber cómo está (1 msj/día) y, si no responde, una breve llamada de seguimiento. Pueden aplicarse tarifas por mensajes y datos. Responda SÍ para aceptar, STOP para cancelar, AYUDA para obtener ayuda.',
    );
    // Her "Sí" is confirmed in Spanish too, with no English name in it.
    await text(family.parentPhone, 'Sí');
    await drain();
    expect((await textsTo(family.parentPhone)).at(-1)).toBe(
      'Family Check-In: Gracias. Recibirá un mensaje diario para saber cómo está (1 msj/día) y, si no responde, una breve llamada de seguimiento de parte de su familia. Pueden aplicarse tarifas por mensajes y datos. Responda AYUDA para obtener ayuda, STOP para cancelar.',
    );
  });

  it('reads her day in Spanish: the check-in, "sí", "me caí", AYUDA, and "para"', async () => {
    const family = await setUpFamily('es-day', spanish);

    // Monday: the check-in in Spanish, "sí", the thanks in Spanish; the family in English.
    await sendTodays(family, '2026-01-12');
    const checkIn = (await textsTo(family.parentPhone)).at(-1)!;
    expect(checkIn).toBe(
      'Hola, Gran. Su familia le manda cariño hoy. ¿Cómo está?\n\n' +
        'Responda SÍ si está bien, o NO si necesita ayuda.',
    );
    expect(checkIn.endsWith('Responda SÍ si está bien, o NO si necesita ayuda.')).toBe(true);
    await text(family.parentPhone, 'sí');
    await drain();
    expect((await textsTo(family.parentPhone)).at(-1)).toBe(
      '¡Gracias, Gran! Ya le avisamos a su familia que usted está bien. Que tenga un lindo día.',
    );
    expect((await textsTo(family.members.sms)).at(-1)).toBe(
      "Grace Hopper replied YES to today's check-in at 9:00 AM. All is well.",
    );

    // Tuesday: "me caí" alerts the family, in English, with her own words.
    await sendTodays(family, '2026-01-13');
    await text(family.parentPhone, 'me caí');
    await drain();
    expect(
      (await checkInOf(family.parentId)).find((row) => row.localDate === '2026-01-13'),
    ).toMatchObject({ status: 'needs_help' });
    expect((await textsTo(family.parentPhone)).at(-1)).toBe(
      'Gracias por avisarnos. Su familia ya fue notificada y se comunicará con usted pronto. En una emergencia, llame al 911.',
    );
    const alert = (await textsTo(family.members.sms)).at(-1)!;
    expect(alert).toMatch(
      /^Grace Hopper replied to today's check-in at 9:00 AM: "me caí"\. They may need help\./,
    );
    expect((await emailsTo(family.memberEmails.email)).map((email) => email.subject)).toContain(
      'Grace Hopper may need help',
    );

    // Wednesday: AYUDA alone gets the help text in Spanish, and the family is alerted.
    await sendTodays(family, '2026-01-14');
    const beforeAyuda = (await textsTo(family.parentPhone)).length;
    await text(family.parentPhone, 'AYUDA');
    await drain();
    // Both answers go in one round, at one time on the test's clock: in no certain order.
    const toHer = (await textsTo(family.parentPhone)).slice(beforeAyuda);
    expect(toHer).toHaveLength(2);
    expect(toHer).toContainEqual(
      expect.stringMatching(/^Family Check-In le envía un mensaje diario de parte de su familia\./),
    );
    expect(toHer).toContainEqual(
      expect.stringMatching(/^Gracias por avisarnos\. Su familia ya fue notificada/),
    );
    expect((await textsTo(family.members.sms)).at(-1)).toMatch(/^Grace Hopper replied/);

    // Thursday: "para" opts her out, confirmed in Spanish, and nothing more comes.
    await sendTodays(family, '2026-01-15');
    await text(family.parentPhone, 'para');
    await drain();
    expect((await textsTo(family.parentPhone)).at(-1)).toBe(
      'Family Check-In: Canceló su suscripción y no recibirá más mensajes nuestros. Responda START para volver a suscribirse.',
    );
    expect(
      (await checkInOf(family.parentId)).find((row) => row.localDate === '2026-01-15'),
    ).toMatchObject({ status: 'stopped' });
    expect((await emailsTo(family.ownerEmail, 'opted-out')).map((email) => email.subject)).toEqual([
      'Grace replied STOP',
    ]);
    const before = (await textsTo(family.parentPhone)).length;
    await text(family.parentPhone, 'Es para mi hija');
    await drain();
    expect(await textsTo(family.parentPhone)).toHaveLength(before);
  });

  it('reads "es para mi hija" as chat, not as "para": she stays subscribed', async () => {
    const family = await setUpFamily('es-para-chat', spanish);
    await sendTodays(family);
    await text(family.parentPhone, 'Es para mi hija');
    await drain();
    expect((await checkInOf(family.parentId))[0]).toMatchObject({ status: 'awaiting' });
    expect((await textsTo(family.parentPhone)).at(-1)).toBe(
      '¡Gracias por su mensaje! Por favor responda SÍ si está bien, o NO si necesita ayuda.',
    );
    expect((await textsTo(family.members.sms)).at(-1)).toContain('"Es para mi hija"');
  });
});

describe('a parent checked on in Spanish, by call', () => {
  it('hears her consent call and her days in Spanish, and her spoken "sí" and "me caí" count', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('es-call', { parent: { language: 'es', checkInBy: 'call' } });
    const [consentCall] = await callsTo(family.parentPhone);
    expect(consentCall!.language).toBe('es-US');
    expect(consentCall!.transcript).toContain(
      'Service: Hola. Le llama Family Check-In de parte de Owner. Owner quiere que le llamemos una vez al día',
    );

    // Monday: the day's call in Spanish; she says "sí".
    setClock('2026-01-12T14:00:00Z');
    await sweep();
    await drain();
    await answerCall(family.parentId, 'say', 'Sí, estoy bien');
    await drain();
    const monday = (await callsTo(family.parentPhone)).at(-1)!;
    expect(monday.language).toBe('es-US');
    expect(monday.transcript).toBe(
      [
        'Service: Hola, Gran. Esta es su llamada diaria de Family Check-In para saber cómo está. Hola, Gran. Su familia le manda cariño hoy. ¿Cómo está? Si está bien, oprima 1 o diga sí. Si necesita ayuda, oprima 2 o diga no. Para no recibir más llamadas, oprima 9 o diga: no me llamen más.',
        'You said "Sí, estoy bien".',
        'Service: Gracias. Le avisaremos a su familia que usted está bien. Adiós.',
      ].join('\n'),
    );
    expect((await textsTo(family.members.sms)).at(-1)).toBe(
      "Grace Hopper replied YES to today's check-in at 9:00 AM. All is well.",
    );

    // Tuesday: nobody answers the first call; on the second she says "me caí".
    setClock('2026-01-13T14:00:00Z');
    await sweep();
    await drain();
    await answerCall(family.parentId, 'no-answer');
    setClock('2026-01-13T14:10:00Z');
    await followUp();
    await answerCall(family.parentId, 'say', 'me caí');
    await drain();
    expect((await checkInOf(family.parentId)).at(-1)).toMatchObject({ status: 'needs_help' });
    expect((await callsTo(family.parentPhone)).at(-1)!.transcript).toContain(
      'Service: Gracias. Le estamos avisando a su familia ahora mismo que usted necesita ayuda. Adiós.',
    );
    // The family's alert stays English, with her own words.
    expect((await textsTo(family.members.sms)).at(-1)).toMatch(
      /^Grace Hopper replied to today's check-in at 9:10 AM: "me caí"\. They may need help\./,
    );
    expect(await textsTo(family.parentPhone)).toEqual([]);
  });
});
