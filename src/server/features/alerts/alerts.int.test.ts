import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema';
import { dashboardOverviewSchema } from '@/shared/dashboard';
import { engineWorld, movableClock, type EngineWorld } from '../../test/engine-world';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { alertHelpers } from './alerts.support';

/**
 * Everyone who should know is told, and someone owns each alert (docs/product.md §2, §2.10): the
 * owner's notices, and "I'm on it" and "SHE'S OK" by text. Read from what the phones and inboxes
 * got. The alert's own page and its links: alert-page.int.test.ts.
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

const { familyWithOwnerCell, dayWithReply, addAlan, mailTo, linkIn } = alertHelpers(
  () => harness,
  () => world,
  clock,
);

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
