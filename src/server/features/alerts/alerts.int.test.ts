import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema';
import { alertMessages } from '@/shared/alerts';
import { dashboardOverviewSchema } from '@/shared/dashboard';
import type { StripDay } from '@/shared/week-strip';
import { engineWorld, movableClock, type EngineWorld, type Family } from '../../test/engine-world';
import { createTestHarness, type TestHarness } from '../../test/test-app';

/**
 * Everyone who should know is told, and someone owns each alert (docs/product.md §2, §2.10): the
 * owner's notices, "I'm on it" and "SHE'S OK" by text and on the alert's page, and its links.
 * Read from what the phones and inboxes got.
 */
const clock = movableClock('2026-01-12T13:00:00Z');
let harness: TestHarness;
let world: EngineWorld;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
  world = engineWorld(harness, { areaCode: '929', clock });
});
afterAll(async () => {
  await harness.close();
});

let ownerSeq = 10;
/** A family whose owner filled in the account step with a cell of their own. */
async function familyWithOwnerCell(label: string) {
  const family = await world.setUpFamily(label);
  ownerSeq += 1;
  const ownerCell = { typed: `(929) 555-09${ownerSeq}`, e164: `+192955509${ownerSeq}` };
  await world.api(family.owner, 'PUT', '/api/profile', {
    firstName: 'Dana',
    lastName: 'Owner',
    email: family.ownerEmail,
    cellPhone: ownerCell.typed,
    city: 'Albany',
    state: 'New York',
    zipOrCounty: '12207',
  });
  return { ...family, ownerCell: ownerCell.e164 };
}

/** 9:00 AM: the day's text goes out; `reply` answers it from the parent's phone. */
async function dayWithReply(family: Family, reply: string, day = '2026-01-12') {
  clock.set(`${day}T14:00:00Z`);
  await world.sweep();
  await world.drain();
  clock.advance(5);
  await world.text(family.parentPhone, reply);
  await world.drain();
}

/** A second parent in the account: Alan, in New York at 9:00 AM like Grace. */
async function addAlan(owner: string) {
  const alanPhone = world.nextPhone();
  const { parent: alan } = (await world.api(owner, 'POST', '/api/parents', {
    firstName: 'Alan',
    lastName: 'Hopper',
    relationshipType: 'parent',
    phone: alanPhone.typed,
    city: 'New York',
    state: 'New York',
    zipOrCounty: '10001',
    timezone: 'America/New_York',
    messageTime: '09:00',
  })) as { parent: { id: string } };
  return { alan, alanPhone };
}

const mailTo = (address: string) =>
  harness.database.db.select().from(emails).where(eq(emails.toAddress, address));
const linkIn = (body: string) => /http:\/\/app\.test\/alert\/([\w-]+\.[\w-]+)/.exec(body)?.[1];
const page = (token: string, method = 'GET', body?: unknown) =>
  harness.app.request(`/api/alerts/${token}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the owner is told', () => {
  it('of every alert by e-mail, and by text as well once their own cell agrees', async () => {
    const family = await familyWithOwnerCell('owner-told');
    await dayWithReply(family, 'no');
    const alert = (await mailTo(family.ownerEmail)).find((mail) => mail.kind === 'family-notice');
    expect(alert?.subject).toBe('Grace Hopper may need help');
    expect(linkIn(alert!.textBody)).toBeTruthy();
    expect(await world.textsTo(family.ownerCell)).toEqual([]);

    // Settings: text as well; the owner's cell gets its consent request and agrees.
    await world.api(family.owner, 'PUT', '/api/settings/owner-notices', { preference: 'both' });
    const { notices } = await world.api(family.owner, 'GET', '/api/settings/owner-notices');
    expect(notices).toMatchObject({ preference: 'both', cellAgreed: false });
    await world.api(family.owner, 'POST', `/api/consents/${notices.consentId}/send`);
    await world.drain();
    expect((await world.textsTo(family.ownerCell)).at(-1)).toMatch(
      /^Family Check-In: you asked for alerts and updates about the family you look after \(a few msgs\/week\) by text\./,
    );
    await world.text(family.ownerCell, 'Y');
    await world.drain();
    expect(
      (await world.api(family.owner, 'GET', '/api/settings/owner-notices')).notices.cellAgreed,
    ).toBe(true);

    await dayWithReply(family, 'yes', '2026-01-13');
    expect((await world.textsTo(family.ownerCell)).at(-1)).toBe(
      "Grace Hopper replied YES to today's check-in at 9:05 AM. All is well.",
    );
    expect((await world.emailsTo(family.ownerEmail)).map((mail) => mail.subject)).toContain(
      'Grace Hopper is OK today',
    );
  });

  it('of the weekly report, about every parent', async () => {
    const family = await familyWithOwnerCell('owner-weekly');
    await dayWithReply(family, 'yes', '2026-01-12');
    clock.set('2026-01-18T23:00:00Z'); // Sunday 6:00 PM in New York
    await harness.services.checkIns.weeklyReports.sendDue();
    await world.drain();
    const [report] = await world.emailsTo(family.ownerEmail, 'weekly-report');
    expect(report?.subject).toBe('Weekly check-in report, Jan 12–Jan 18');
    expect(report?.textBody).toContain('Grace Hopper: 1 OK, 0 NO, 0 missed.');
    expect(report?.textBody).toContain('because you set up Family Check-In for Grace.');
    const [memberReport] = await world.emailsTo(family.memberEmails.email, 'weekly-report');
    expect(memberReport?.textBody).toContain(
      'because you are kept up to date on the daily check-ins of Grace.',
    );
  });
});

describe("I'm on it", () => {
  it('by text: the others are told once who is on it, the claimer hears back, a second claim is told who', async () => {
    const family = await familyWithOwnerCell('claim-text');
    await dayWithReply(family, 'I fell in the garden');
    const before = (await world.textsTo(family.members.both)).length;
    clock.advance(1);
    await world.text(family.members.sms, 'on it');
    await world.drain();

    expect((await world.textsTo(family.members.sms)).at(-1)).toBe(
      "Thanks, sms. We've told the others you're on it.",
    );
    const toBoth = (await world.textsTo(family.members.both)).slice(before);
    expect(toBoth).toEqual([
      "sms is on it (9:06 AM): they are taking care of today's alert about Grace Hopper.",
    ]);
    for (const address of [family.ownerEmail, family.memberEmails.email]) {
      expect((await world.emailsTo(address)).map((mail) => mail.subject)).toContain(
        'sms is on it (9:06 AM)',
      );
    }
    // The claimer is not told their own news, and the parent hears nothing of it.
    expect(
      (await world.textsTo(family.members.sms)).filter((text) => text.startsWith('sms is on it')),
    ).toEqual([]);

    clock.advance(2);
    await world.text(family.members.both, "I'm on it");
    await world.drain();
    expect((await world.textsTo(family.members.both)).at(-1)).toBe(
      'sms is already on it (9:06 AM).',
    );
    expect(
      (await world.emailsTo(family.memberEmails.email)).filter((mail) =>
        mail.subject.includes('is on it'),
      ),
    ).toHaveLength(1);

    const overview = await world.api(family.owner, 'GET', '/api/dashboard/overview');
    expect(overview.parents[0].today).toMatchObject({
      status: 'needs_help',
      claimedBy: { name: 'sms' },
    });
    const activity = await world.api(family.owner, 'GET', '/api/dashboard/activity');
    expect(activity.activity.map((item: { text: string }) => item.text)).toContain('sms is on it');
  });

  it("on the alert's page: opened without an account, claimed, then closed with a note", async () => {
    const family = await familyWithOwnerCell('claim-page');
    await dayWithReply(family, 'I fell, key is under the mat');
    const memberMail = (await world.emailsTo(family.memberEmails.email)).at(-1)!;
    const token = linkIn(memberMail.textBody)!;

    const opened = await page(token);
    expect(opened.status).toBe(200);
    const { alert } = await opened.json();
    expect(alert).toMatchObject({
      parent: { firstName: 'Grace', name: 'Grace Hopper' },
      day: { status: 'needs_help', words: 'I fell, key is under the mat' },
      open: true,
      claimedBy: null,
      you: { name: 'email', onIt: false },
    });
    // Grace's last seven days in her zone, today's NO last; nothing of any other parent.
    expect(
      alert.week.map((day: StripDay) => [day.localDate, day.mark, day.label, day.replyTime]),
    ).toEqual([
      ['2026-01-06', 'skipped', 'No check-in', null],
      ['2026-01-07', 'skipped', 'No check-in', null],
      ['2026-01-08', 'skipped', 'No check-in', null],
      ['2026-01-09', 'skipped', 'No check-in', null],
      ['2026-01-10', 'skipped', 'No check-in', null],
      ['2026-01-11', 'skipped', 'No check-in', null],
      ['2026-01-12', 'needs_help', 'Needs help', '9:05 AM'],
    ]);

    const claimed = await (await page(`${token}/claim`, 'POST', {})).json();
    expect(claimed.alert).toMatchObject({ claimedBy: { name: 'email' }, you: { onIt: true } });
    await world.drain();
    expect((await world.textsTo(family.members.sms)).at(-1)).toMatch(/^email is on it \(9:05 AM\)/);

    // The owner's own link shows who is on it, and closes the alert with a note.
    const ownerMail = (await world.emailsTo(family.ownerEmail)).find(
      (mail) => mail.subject === 'Grace Hopper may need help',
    )!;
    const ownerToken = linkIn(ownerMail.textBody)!;
    expect((await (await page(ownerToken)).json()).alert.claimedBy.name).toBe('email');
    clock.advance(20);
    const closed = await (
      await page(`${ownerToken}/resolve`, 'POST', { note: 'Spoke to her, she is fine' })
    ).json();
    expect(closed.alert).toMatchObject({
      day: { status: 'resolved', statusLabel: 'OK, family checked' },
      open: false,
      resolvedBy: { name: 'Dana', note: 'Spoke to her, she is fine' },
    });
    await world.drain();
    expect((await world.textsTo(family.members.sms)).at(-1)).toBe(
      'Dana says Grace Hopper is OK (9:25 AM): "Spoke to her, she is fine" The alert is closed.',
    );
    expect((await world.checkInOf(family.parentId))[0]!.status).toBe('resolved');
  });

  it('an expired or forged link shows nothing and changes nothing', async () => {
    const family = await familyWithOwnerCell('claim-links');
    await dayWithReply(family, 'no');
    const token = linkIn((await world.emailsTo(family.memberEmails.email)).at(-1)!.textBody)!;
    const [payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        r: 'owner:x',
      }),
    ).toString('base64url');
    for (const forged of [`${forgedPayload}.${signature}`, `${payload}.AAAA`, 'garbage']) {
      for (const [path, method] of [
        [forged, 'GET'],
        [`${forged}/claim`, 'POST'],
      ] as const) {
        const response = await page(path, method, method === 'POST' ? {} : undefined);
        expect(response.status).toBe(404);
        const body = await response.text();
        expect(JSON.parse(body)).toEqual({
          error: { code: 'not_found', message: alertMessages.invalid },
        });
        expect(body).not.toContain('Grace');
      }
    }
    clock.advance(48 * 60);
    const expired = await page(`${token}/claim`, 'POST', {});
    expect(expired.status).toBe(404);
    expect((await expired.json()).error.message).toBe(alertMessages.expired);
    expect((await world.checkInOf(family.parentId))[0]!.claimedBy).toBeNull();
  });

  it('a link works while the address or number it went to is the member’s; a fresh alert’s works after a change', async () => {
    const family = await familyWithOwnerCell('bound-links');
    await dayWithReply(family, 'no');
    const texted = linkIn((await world.textsTo(family.members.both)).at(-1)!)!;
    const emailed = linkIn((await world.emailsTo(family.memberEmails.both)).at(-1)!.textBody)!;
    expect(texted).not.toBe(emailed);
    for (const token of [texted, emailed]) expect((await page(token)).status).toBe(200);

    const { familyMembers } = (await world.api(family.owner, 'GET', '/api/family-members')) as {
      familyMembers: { id: string; email: string }[];
    };
    const member = familyMembers.find((one) => one.email === family.memberEmails.both)!;
    const changeMember = (email: string, cellPhone: string) =>
      world.api(family.owner, 'PUT', `/api/family-members/${member.id}`, {
        firstName: 'both',
        lastName: 'Member',
        cellPhone,
        email,
        city: 'Boston',
        state: 'Massachusetts',
        zipOrCounty: '02108',
        notificationPreference: 'both',
        parentIds: [family.parentId],
      });
    const refused = async (token: string) => {
      const response = await page(token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: alertMessages.invalid },
      });
    };

    // A new address: the e-mailed link is someone else's now; the text went to her own phone.
    const newAddress = 'bound-links-new@example.com';
    await changeMember(newAddress, family.members.both);
    await refused(emailed);
    expect((await page(texted)).status).toBe(200);
    // And a new phone: neither link opens the alert, to look at or to claim.
    const newPhone = world.nextPhone();
    await changeMember(newAddress, newPhone.typed);
    for (const token of [texted, emailed]) {
      await refused(token);
      expect((await page(`${token}/claim`, 'POST', {})).status).toBe(404);
    }

    // Her new phone agrees to texts; the next alert reaches her there, and its link opens.
    await world.agreeAll(family.owner, [family.members.unverified]);
    await dayWithReply(family, 'no', '2026-01-13');
    const fresh = linkIn((await world.textsTo(newPhone.e164)).at(-1)!)!;
    expect((await page(fresh)).status).toBe(200);
    // The refused claims took nothing in hand.
    expect((await world.checkInOf(family.parentId)).every((day) => !day.claimedBy)).toBe(true);
  });

  it('two alerts in one minute: a second ON IT takes the one nobody holds yet', async () => {
    const family = await familyWithOwnerCell('same-minute');
    const { alan, alanPhone } = await addAlan(family.owner);
    await world.agreeAll(family.owner);
    await world.text(family.ownerCell, 'Y');
    clock.set('2026-01-19T14:00:00Z');
    await world.sweep();
    await world.drain();
    clock.advance(3);
    await world.text(family.parentPhone, 'no');
    await world.text(alanPhone.e164, 'no');
    await world.drain();

    await world.text(family.ownerCell, 'on it');
    await world.text(family.ownerCell, "I'm on it");
    await world.drain();
    // What the owner's dashboard shows for each parent today: who is on it.
    const overview = dashboardOverviewSchema.parse(
      await world.api(family.owner, 'GET', '/api/dashboard/overview'),
    );
    const onIt = [family.parentId, alan.id].map(
      (id) => overview.parents.find((parent) => parent.id === id)!.today.claimedBy?.name,
    );
    expect(onIt).toEqual(['Dana', 'Dana']);
    const thanks = (await world.textsTo(family.ownerCell)).filter((text) =>
      text.startsWith("Thanks, Dana. We've told the others you're on it."),
    );
    expect(thanks).toHaveLength(2);
  });

  it('a number that is a parent and a family member: ON IT answers the alert, YES her own day', async () => {
    // Grace (the parent) also follows her husband Alan in the same account.
    const family = await world.setUpFamily('both-roles');
    const { alan, alanPhone } = await addAlan(family.owner);
    await world.api(family.owner, 'POST', '/api/family-members', {
      firstName: 'Grace',
      lastName: 'Hopper',
      cellPhone: family.parentPhone,
      email: 'both-roles-grace@example.com',
      city: 'New York',
      state: 'New York',
      zipOrCounty: '10001',
      notificationPreference: 'sms',
      parentIds: [alan.id],
    });
    await world.agreeAll(family.owner);
    clock.set('2026-01-12T14:00:00Z');
    await world.sweep();
    await world.drain();
    clock.advance(2);
    await world.text(alanPhone.e164, 'help me');
    await world.drain();
    expect((await world.textsTo(family.parentPhone)).at(-1)).toMatch(
      /^Alan Hopper replied to today's check-in at 9:02 AM: "help me"/,
    );

    await world.text(family.parentPhone, 'got it');
    await world.drain();
    const [alanDay] = await world.checkInOf(alan.id);
    expect(alanDay).toMatchObject({ status: 'needs_help', claimedByName: 'Grace' });
    expect((await world.checkInOf(family.parentId))[0]!.status).toBe('awaiting');

    await world.text(family.parentPhone, 'yes');
    await world.drain();
    expect((await world.checkInOf(family.parentId))[0]!.status).toBe('ok');
    expect(
      (
        await harness.database.db
          .select()
          .from(emails)
          .where(and(eq(emails.toAddress, family.ownerEmail), eq(emails.kind, 'family-notice')))
      ).map((mail) => mail.subject),
    ).toEqual(expect.arrayContaining(['Grace is on it (9:02 AM)', 'Grace Hopper is OK today']));
  });
});
