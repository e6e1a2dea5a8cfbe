import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in';
import { engineWorld, movableClock, type EngineWorld } from '../../test/engine-world';
import { createTestHarness, type TestHarness } from '../../test/test-app';

// Monday 12 January 2026, 8:00 AM in New York.
const clock = movableClock('2026-01-12T13:00:00Z');
let harness: TestHarness;
let world: EngineWorld;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
  world = engineWorld(harness, { areaCode: '646', clock });
});
afterAll(async () => {
  await harness.close();
});

interface ConsentView {
  id: string;
  phone: string;
  status: string;
  subjectType: string;
  verifiedAt: string | null;
  verifiedFrom: string | null;
}
const consentsOf = async (cookie: string) =>
  ((await world.api(cookie, 'GET', '/api/consents')) as { consents: ConsentView[] }).consents;

/** An account that types `phone` in as its parent's, with one e-mail follower. */
async function accountAsking(label: string, phone: string, language: 'en' | 'es' = 'en') {
  const cookie = await signInAs(harness, `${label}@example.com`, label);
  const { parent } = await world.api(cookie, 'POST', '/api/parents', {
    firstName: 'Mary',
    lastName: label,
    relationshipType: 'parent',
    phone,
    city: 'Albany',
    state: 'New York',
    zipOrCounty: '12207',
    timezone: 'America/New_York',
    messageTime: '09:00',
    language,
  });
  await world.api(cookie, 'POST', '/api/family-members', {
    firstName: 'Sib',
    lastName: label,
    cellPhone: world.nextPhone().typed,
    email: `${label}-follower@example.com`,
    city: 'Albany',
    state: 'New York',
    zipOrCounty: '12207',
    notificationPreference: 'email',
    parentIds: [parent.id],
  });
  await world.api(cookie, 'POST', '/api/billing/trial');
  const consent = (await consentsOf(cookie)).find((row) => row.phone === phone)!;
  // At 8:00 AM the request waits for 9:00 AM (docs/product.md §3): the world lets it go then.
  await world.askConsent(cookie, consent.id);
  const request = (await world.textsTo(phone)).at(-1)!;
  return { cookie, parentId: parent.id as string, consentId: consent.id, request };
}

const statusOf = async (cookie: string, consentId: string) =>
  (await consentsOf(cookie)).find((row) => row.id === consentId)!;

describe('a consent request is answered only by a reply meant for it', () => {
  it('a YES to one family’s check-in never verifies a stranger’s request for the same number', async () => {
    const family = await world.setUpFamily('bound-family');
    const mom = family.parentPhone;

    // A stranger types Mom's number in and asks. Another account has her agreement, so the
    // stranger's request carries a code; what the stranger sees is just a pending request.
    const stranger = await accountAsking('stranger', mom);
    expect(stranger.request).toMatch(/Reply Y \d{4} to agree, STOP to opt out, HELP for help\.$/);
    expect(await statusOf(stranger.cookie, stranger.consentId)).toMatchObject({
      status: 'sent',
      verifiedAt: null,
      verifiedFrom: null,
    });

    // 9:00 AM: the family's check-in; Mom answers it.
    clock.set('2026-01-12T14:00:00Z');
    await world.sweep();
    await world.drain();
    await world.text(mom, 'YES');
    await world.drain();
    expect((await world.checkInOf(family.parentId))[0]).toMatchObject({ status: 'ok' });
    expect(await statusOf(stranger.cookie, stranger.consentId)).toMatchObject({ status: 'sent' });

    // Later that day a bare Y with no check-in open: still not the stranger's agreement, and
    // nobody prompts Mom to agree to it.
    clock.advance(120);
    const before = (await world.textsTo(mom)).length;
    await world.text(mom, 'Y');
    await world.drain();
    expect(await statusOf(stranger.cookie, stranger.consentId)).toMatchObject({ status: 'sent' });
    expect(await world.textsTo(mom)).toHaveLength(before);

    // Next day Mom falls: her words reach her family and nobody else.
    clock.set('2026-01-13T14:00:00Z');
    await world.sweep();
    await world.drain();
    expect(
      (await world.checkInOf(stranger.parentId)).map((row) => [row.status, row.skipReason]),
    ).toEqual([
      ['skipped', 'consent'],
      ['skipped', 'consent'],
    ]);
    const words = 'I fell in the kitchen, key is under the mat, call Jim';
    await world.text(mom, words);
    await world.drain();
    expect(
      (await world.textsTo(family.members.sms)).some((body) => body.includes('may need help')),
    ).toBe(true);
    expect(await world.emailsTo('stranger-follower@example.com')).toEqual([]);
    const exported = await harness.app.request('/api/account/export', {
      headers: { cookie: stranger.cookie },
    });
    expect(exported.status).toBe(200);
    expect(await exported.text()).not.toContain('kitchen');
  });

  it('a reply with the request’s code agrees to that request alone, and is confirmed once', async () => {
    const family = await world.setUpFamily('bound-sibling');
    const sibling = await accountAsking('sibling', family.parentPhone);
    const code = /Reply Y (\d{4})/.exec(sibling.request)![1]!;

    await world.text(family.parentPhone, `y ${code}`);
    await world.drain();
    expect(await statusOf(sibling.cookie, sibling.consentId)).toMatchObject({
      status: 'verified',
      verifiedFrom: family.parentPhone,
    });
    expect((await world.textsTo(family.parentPhone)).at(-1)).toBe(
      "Family Check-In: Thank you. You will get a daily check-in text (1 msg/day) and, if you do not reply, a short follow-up call from sibling's family. Msg & data rates may apply. Reply HELP for help, STOP to opt out.",
    );
    // From now on both families' check-ins take her replies.
    clock.set('2026-01-14T14:00:00Z');
    await world.sweep();
    await world.drain();
    await world.text(family.parentPhone, 'fine');
    await world.drain();
    const day = (rows: { localDate: string; status: string }[]) =>
      rows.find((row) => row.localDate === '2026-01-14')?.status;
    expect(day(await world.checkInOf(family.parentId))).toBe('ok');
    expect(day(await world.checkInOf(sibling.parentId))).toBe('ok');
  });

  it('two accounts asking a number nobody agreed to: a bare Y asks which, the code picks one', async () => {
    const phone = world.nextPhone().e164;
    const first = await accountAsking('first-asker', phone);
    const second = await accountAsking('second-asker', phone);
    expect(first.request).toMatch(/Reply Y to agree/);
    const secondCode = /Reply Y (\d{4})/.exec(second.request)![1]!;

    await world.text(phone, 'Yes');
    await world.drain();
    const which = (await world.textsTo(phone)).at(-1)!;
    expect(which).toMatch(
      /^Family Check-In: More than one family has asked to text you\. To agree, reply Y \d{4} for first-asker, or Y \d{4} for second-asker\.$/,
    );
    expect(await statusOf(first.cookie, first.consentId)).toMatchObject({ status: 'sent' });
    expect(await statusOf(second.cookie, second.consentId)).toMatchObject({ status: 'sent' });

    await world.text(phone, `Y${secondCode}`);
    await world.drain();
    expect(await statusOf(second.cookie, second.consentId)).toMatchObject({ status: 'verified' });
    expect(await statusOf(first.cookie, first.consentId)).toMatchObject({ status: 'sent' });
  });

  it('two accounts asking a Spanish-speaking number: the bare SÍ is asked which, in Spanish', async () => {
    const phone = world.nextPhone().e164;
    await accountAsking('primera', phone, 'es');
    const second = await accountAsking('segunda', phone, 'es');
    expect(second.request).toMatch(/Responda SÍ \d{4} para aceptar/);
    await world.text(phone, 'Sí');
    await world.drain();
    expect((await world.textsTo(phone)).at(-1)).toMatch(
      /^Family Check-In: Más de una familia ha pedido enviarle mensajes\. Para aceptar, responda SÍ \d{4} para primera, o SÍ \d{4} para segunda\.$/,
    );
  });

  it('a number one account alone asked is agreed with a bare Y, as before', async () => {
    const phone = world.nextPhone().e164;
    const only = await accountAsking('only-asker', phone);
    expect(only.request).toMatch(/Reply Y to agree, STOP to opt out, HELP for help\.$/);
    await world.text(phone, 'y');
    await world.drain();
    expect(await statusOf(only.cookie, only.consentId)).toMatchObject({ status: 'verified' });
    expect((await world.textsTo(phone)).at(-1)).toMatch(/^Family Check-In: Thank you\./);
  });
});
