import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voiceCalls } from '../../db/schema';
import { dashboardOverviewSchema, type OverviewParent } from '@/shared/dashboard';
import { familyMemberListResponse } from '@/shared/family-members';
import { engineWorld, movableClock, type EngineWorld } from '../../test/engine-world';
import { createTestHarness, type TestHarness } from '../../test/test-app';

// Monday 12 January 2026, 10:00 AM in New York, where every family here lives.
const clock = movableClock('2026-01-12T15:00:00Z');
const HOUR = 60;

let harness: TestHarness;
let world: EngineWorld;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
  world = engineWorld(harness, { areaCode: '646', clock });
});
afterAll(async () => {
  await harness.close();
});

/** The dashboard's "Add Parent", as the wizard's parents step saves it. */
async function addParent(owner: string, firstName: string, fields: Record<string, unknown> = {}) {
  const phone = world.nextPhone();
  const { parent } = (await world.api(owner, 'POST', '/api/parents', {
    firstName,
    lastName: 'Rivera',
    relationshipType: 'parent',
    phone: phone.typed,
    city: 'New York',
    state: 'New York',
    zipOrCounty: '10001',
    timezone: 'America/New_York',
    messageTime: '09:00',
    ...fields,
  })) as { parent: { id: string } };
  return { id: parent.id, phone: phone.e164 };
}

const overviewOf = async (owner: string) =>
  dashboardOverviewSchema.parse(await world.api(owner, 'GET', '/api/dashboard/overview'));

const cardOf = async (owner: string, parentId: string): Promise<OverviewParent> =>
  (await overviewOf(owner)).parents.find((parent) => parent.id === parentId)!;

/** The worker's reminder sweep, then the e-mail workers. */
async function sweepReminders() {
  await harness.services.protection.sendDueReminders();
  await world.drain();
}

/** The reminders the owner's inbox received, oldest first. */
const remindersTo = async (address: string) =>
  (await world.emailsTo(address, 'not-protected')).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );

/** A day on the clock: its reminder sweeps every hour from 8:00 AM to 10:00 PM. */
async function liveADay() {
  for (let hour = 0; hour < 24; hour += 1) {
    clock.advance(HOUR);
    await sweepReminders();
  }
}

describe('a parent who is not protected', () => {
  it('is shown "Not protected" with the reason and the fix, never as protected, and is never texted', async () => {
    const family = await world.setUpFamily('josefina-shown');
    const josefina = await addParent(family.owner, 'Josefina');

    const card = await cardOf(family.owner, josefina.id);
    expect(card.protection).toEqual({ reasons: ['consent_not_asked'], consentWaitsUntil: null });
    // Her day is not "Not sent yet": nothing is coming.
    expect(card.strip.at(-1)).toMatchObject({ today: true, label: 'Not protected' });
    // The family's first parent agreed and has a trial: she is protected.
    expect((await cardOf(family.owner, family.parentId)).protection.reasons).toEqual([]);

    // Her time comes the next morning: Grace is texted, Josefina is not.
    clock.advance(23 * HOUR);
    await world.sweep();
    await world.drain();
    expect(await world.textsTo(family.parentPhone)).toContainEqual(
      expect.stringContaining('Reply YES'),
    );
    expect(await world.textsTo(josefina.phone)).toEqual([]);
    // "Not sent", and still not protected, not "Active".
    const after = await cardOf(family.owner, josefina.id);
    expect(after.today.status).toBe('skipped');
    expect(after.protection.reasons).toEqual(['consent_not_asked']);
  });

  it('names each reason as the check-in sweep decides it, and only a protected parent is texted', async () => {
    clock.set('2026-02-02T15:00:00Z'); // Monday, 10:00 AM in New York
    const family = await world.setUpFamily('reasons');
    const asked = await addParent(family.owner, 'Asked');
    const stopped = await addParent(family.owner, 'Stopped');
    const switchedOff = await addParent(family.owner, 'Switched');
    // Four parents at most: the parent called to agree is in a second family.
    const callFamily = await world.setUpFamily('reasons-call');
    const called = await addParent(callFamily.owner, 'Called', { checkInBy: 'call' });

    const consents = [family.owner, callFamily.owner].map(
      async (owner) =>
        (
          (await world.api(owner, 'GET', '/api/consents')) as {
            consents: { id: string; subjectId: string }[];
          }
        ).consents,
    );
    const all = (await Promise.all(consents)).flat();
    const consentOf = (parentId: string) =>
      all.find((consent) => consent.subjectId === parentId)!.id;
    // Asked, and no Y yet.
    await world.askConsent(family.owner, consentOf(asked.id));
    // Agreed, then texted STOP.
    await world.askConsent(family.owner, consentOf(stopped.id));
    await world.text(stopped.phone, 'Y');
    await world.text(stopped.phone, 'STOP');
    // Agreed, and the owner turned her check-in off.
    await world.askConsent(family.owner, consentOf(switchedOff.id));
    await world.text(switchedOff.phone, 'Y');
    await world.api(family.owner, 'PUT', `/api/schedules/${switchedOff.id}`, {
      timezone: 'America/New_York',
      messageTime: '09:00',
      enabled: false,
    });
    // Called to agree, and no answer yet.
    await world.askConsent(callFamily.owner, consentOf(called.id));
    await world.drain();

    const reasonsOf = async (parentId: string) =>
      (await cardOf(family.owner, parentId)).protection.reasons;
    expect(await reasonsOf(asked.id)).toEqual(['consent_unanswered']);
    expect(await reasonsOf(stopped.id)).toEqual(['opted_out']);
    expect(await reasonsOf(switchedOff.id)).toEqual(['schedule_off']);
    expect((await cardOf(callFamily.owner, called.id)).protection.reasons).toEqual([
      'consent_unanswered',
    ]);
    expect(await reasonsOf(family.parentId)).toEqual([]);

    // The next morning's sweep texts exactly the protected ones.
    clock.set('2026-02-03T14:05:00Z');
    await world.sweep();
    await world.drain();
    const checkInTexts = async (phone: string) =>
      (await world.textsTo(phone)).filter((text) => text.includes('Reply YES'));
    expect(await checkInTexts(family.parentPhone)).toHaveLength(1);
    expect(await checkInTexts(callFamily.parentPhone)).toHaveLength(1);
    for (const parent of [asked, stopped, switchedOff])
      expect(await checkInTexts(parent.phone), parent.phone).toEqual([]);
    // The call parent's only call is the one asking her to agree: no check-in call.
    const calls = await harness.database.db
      .select({ kind: voiceCalls.kind })
      .from(voiceCalls)
      .where(eq(voiceCalls.toNumber, called.phone));
    expect(calls.map((call) => call.kind)).toEqual(['consent-call']);
  });

  it('is not protected before the subscription starts, and a consent asked for at night waits for the morning', async () => {
    clock.set('2026-03-02T15:00:00Z');
    const family = await world.setUpFamily('no-trial', { trial: false });
    expect((await cardOf(family.owner, family.parentId)).protection.reasons).toEqual([
      'no_subscription',
    ]);
    // 11:30 PM in New York: the request waits for 9:00 AM.
    clock.set('2026-03-03T04:30:00Z');
    const late = await addParent(family.owner, 'Late');
    const { consents } = (await world.api(family.owner, 'GET', '/api/consents')) as {
      consents: { id: string; subjectId: string }[];
    };
    const sent = (await world.api(
      family.owner,
      'POST',
      `/api/consents/${consents.find((consent) => consent.subjectId === late.id)!.id}/send`,
    )) as { consent: { waitsUntil: { at: string } | null } };
    const card = await cardOf(family.owner, late.id);
    if (sent.consent.waitsUntil) {
      expect(card.protection).toEqual({
        reasons: ['no_subscription', 'consent_waiting'],
        consentWaitsUntil: { at: sent.consent.waitsUntil.at, zone: 'America/New_York' },
      });
    } else {
      // Before requests waited for the morning, one asked for at night went at once.
      expect(card.protection.reasons).toEqual(['no_subscription', 'consent_unanswered']);
    }
  });
});

describe('the owner of a parent who is not protected', () => {
  it('is reminded by e-mail the next day, then every three days, until she agrees', async () => {
    clock.set('2026-04-06T15:00:00Z'); // Monday, 10:00 AM in New York
    const family = await world.setUpFamily('reminded');
    const josefina = await addParent(family.owner, 'Josefina');
    await sweepReminders();
    // Not the day she is added: the owner may be finishing right now.
    expect(await remindersTo(family.ownerEmail)).toEqual([]);

    await liveADay(); // Tuesday 10:00 AM
    const [first, ...more] = await remindersTo(family.ownerEmail);
    expect(more).toEqual([]);
    expect(first!.subject).toBe('Josefina is not protected');
    expect(first!.textBody).toContain(
      'Josefina Rivera. Not protected: Josefina has not been asked to agree to the daily text. Send the consent request from your dashboard.',
    );
    expect(first!.textBody).toContain('/dashboard');
    expect(first!.textBody).not.toContain('Grace');

    // Wednesday and Thursday: nothing. Friday: the second.
    await liveADay();
    await liveADay();
    expect(await remindersTo(family.ownerEmail)).toHaveLength(1);
    await liveADay();
    expect(await remindersTo(family.ownerEmail)).toHaveLength(2);

    // She agrees: nothing more, whatever the days.
    const { consents } = (await world.api(family.owner, 'GET', '/api/consents')) as {
      consents: { id: string; subjectId: string }[];
    };
    await world.askConsent(
      family.owner,
      consents.find((consent) => consent.subjectId === josefina.id)!.id,
    );
    await world.text(josefina.phone, 'Y');
    expect((await cardOf(family.owner, josefina.id)).protection.reasons).toEqual([]);
    for (let day = 0; day < 7; day += 1) await liveADay();
    expect(await remindersTo(family.ownerEmail)).toHaveLength(2);
  });

  it('is not reminded of a parent removed, nor at night, nor twice in one day', async () => {
    clock.set('2026-05-04T15:00:00Z'); // Monday, 10:00 AM in New York
    const family = await world.setUpFamily('removed');
    const removed = await addParent(family.owner, 'Removed');
    await sweepReminders();
    await world.api(family.owner, 'DELETE', `/api/parents/${removed.id}`);
    for (let day = 0; day < 4; day += 1) await liveADay();
    expect(await remindersTo(family.ownerEmail)).toEqual([]);

    // Found at 10:00 PM on Friday: due at 10:00 PM on Saturday, which is night, so it goes at
    // 9:00 AM on Sunday. Another parent found on Saturday at 11:00 AM falls due on Sunday at
    // 11:00 AM; the day's reminder went already, so hers goes on Monday at 9:00 AM.
    clock.set('2026-05-09T02:00:00Z');
    await addParent(family.owner, 'Night');
    await sweepReminders();
    clock.set('2026-05-09T15:00:00Z');
    await addParent(family.owner, 'Later');
    await sweepReminders();
    clock.set('2026-05-10T02:00:00Z'); // Saturday 10:00 PM
    await sweepReminders();
    clock.set('2026-05-10T12:55:00Z'); // Sunday 8:55 AM
    await sweepReminders();
    expect(await remindersTo(family.ownerEmail)).toEqual([]);
    clock.set('2026-05-10T13:00:00Z'); // 9:00 AM
    await sweepReminders();
    expect((await remindersTo(family.ownerEmail)).map((email) => email.subject)).toEqual([
      'Night is not protected',
    ]);
    clock.set('2026-05-10T15:00:00Z'); // 11:00 AM
    await sweepReminders();
    clock.set('2026-05-10T23:00:00Z'); // 7:00 PM
    await sweepReminders();
    expect(await remindersTo(family.ownerEmail)).toHaveLength(1);
    clock.set('2026-05-11T13:00:00Z'); // Monday 9:00 AM
    await sweepReminders();
    expect((await remindersTo(family.ownerEmail)).map((email) => email.subject)).toEqual([
      'Night is not protected',
      'Later is not protected',
    ]);
  });
});

describe('a parent added from the dashboard', () => {
  it('is followed by every family member, as the wizard does for a new member', async () => {
    clock.set('2026-06-01T15:00:00Z');
    const family = await world.setUpFamily('followed');
    const josefina = await addParent(family.owner, 'Josefina');
    const { familyMembers } = familyMemberListResponse.parse(
      await world.api(family.owner, 'GET', '/api/family-members'),
    );
    expect(familyMembers).toHaveLength(4);
    for (const member of familyMembers)
      expect(member.parentIds.sort(), member.firstName).toEqual(
        [family.parentId, josefina.id].sort(),
      );
  });
});
