import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineWorld, movableClock, type EngineWorld } from '../../test/engine-world';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import type { Family } from '../../test/engine-families';
import { alertHelpers } from './alerts.support';

/**
 * An alert nobody in the family takes in hand within 15 minutes reaches the parent's backup
 * contacts, once (docs/product.md §2.15): read from what their phones got.
 */
const clock = movableClock('2026-01-12T13:00:00Z');
let harness: TestHarness;
let world: EngineWorld;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
  world = engineWorld(harness, { areaCode: '934', clock });
});
afterAll(async () => {
  await harness.close();
});

const { dayWithReply, linkIn, page } = alertHelpers(
  () => harness,
  () => world,
  clock,
);

/**
 * The day before, at 10:00 AM her time, the owner adds three backups; each is asked at once.
 * Rosa's cell agrees by text and Lou's landline by pressing 1 on the consent call; Uma never
 * answers.
 */
async function withBackups(family: Family, dayBefore: string) {
  clock.set(`${dayBefore}T15:00:00Z`);
  const phones = { rosa: world.nextPhone(), lou: world.nextPhone(), uma: world.nextPhone() };
  const add = (firstName: string, phone: string, phoneKind: string) =>
    world.api(family.owner, 'POST', `/api/parents/${family.parentId}/backup-contacts`, {
      firstName,
      lastName: 'Neighbour',
      phone,
      phoneKind,
    });
  await add('Rosa', phones.rosa.typed, 'cell');
  await add('Lou', phones.lou.typed, 'landline');
  await add('Uma', phones.uma.typed, 'cell');
  await world.drain();
  for (const phone of [phones.rosa, phones.uma])
    expect(await world.textsTo(phone.e164)).toEqual([
      expect.stringMatching(/would like to send you alerts only, .+ Reply Y to agree/),
    ]);
  await world.text(phones.rosa.e164, 'Y');
  await world.answerLatestCall(phones.lou.e164, 'press-1');
  // Lou's consent call asked for alerts, not daily calls, and thanked him for that.
  const [asked] = await world.callsTo(phones.lou.e164);
  expect(asked?.transcript).toContain('named you as a backup contact');
  expect(asked?.transcript).toContain('We will call you only when someone you look out for');
  expect(asked?.transcript).not.toContain('once a day');
  const listed = (await world.api(
    family.owner,
    'GET',
    `/api/parents/${family.parentId}/backup-contacts`,
  )) as { backupContacts: { firstName: string; consentStatus: string }[] };
  expect(listed.backupContacts.map((b) => [b.firstName, b.consentStatus])).toEqual([
    ['Rosa', 'verified'],
    ['Lou', 'verified'],
    ['Uma', 'sent'],
  ]);
  return { rosa: phones.rosa.e164, lou: phones.lou.e164, uma: phones.uma.e164 };
}

const alertsTo = async (phone: string) =>
  (await world.textsTo(phone)).filter((text) => text.includes('Please call Grace'));
const alertCallsTo = async (phone: string) =>
  (await world.callsTo(phone)).filter((call) => call.transcript.includes('Please call Grace'));

/** The minute's follow-up sweep, what it queued delivered and each call it queued placed. */
const minute = async (minutes: number) => {
  clock.advance(minutes);
  await world.workerMinute();
};

describe('backup contacts (docs/product.md §2.15)', () => {
  it('15 minutes with nobody on it: each agreed backup is told once, a cell by text and a landline by a call; one who never agreed is told nothing', async () => {
    const family = await world.setUpFamily('backups');
    const backups = await withBackups(family, '2026-01-12');
    await dayWithReply(family, 'no', '2026-01-13');

    // The family's alert page names her backups as the people near her to call.
    const alertText = (await world.textsTo(family.members.sms)).at(-1) ?? '';
    const view = (await (await page(linkIn(alertText)!)).json()) as {
      alert: { parent: { nearby: { name: string; e164: string }[] } };
    };
    expect(view.alert.parent.nearby.map((person) => [person.name, person.e164])).toEqual([
      ['Rosa Neighbour', backups.rosa],
      ['Lou Neighbour', backups.lou],
      ['Uma Neighbour', backups.uma],
    ]);

    // 14 minutes after the alert: nothing yet.
    await minute(14);
    for (const phone of Object.values(backups)) {
      expect(await alertsTo(phone)).toEqual([]);
      expect(await alertCallsTo(phone)).toEqual([]);
    }

    await minute(1);
    expect(await alertsTo(backups.rosa)).toEqual([
      expect.stringMatching(
        /^Family Check-In alert about Grace Hopper: Grace replied NO to today's check-in at 9:05 AM and may need help\. No one in Grace's family has been on it for 15 minutes, so we are telling you as a backup contact\. Please call Grace at \(\d{3}\) \d{3}-\d{4}\. Reply ON IT if you are handling it, or SHE'S OK once you know Grace is OK\. In an emergency, call 911\.$/,
      ),
    ]);
    await world.answerLatestCall(backups.lou, 'stay-silent');
    const [call] = await alertCallsTo(backups.lou);
    expect(call?.transcript).toContain('calling because Grace Hopper may need help');
    expect(call?.transcript).toContain("Grace's number is");
    expect(await alertsTo(backups.uma)).toEqual([]);
    expect(await alertCallsTo(backups.uma)).toEqual([]);
    // The owner's Recent Activity says so.
    const activity = await world.api(family.owner, 'GET', '/api/dashboard/activity');
    expect(JSON.stringify(activity)).toContain(
      "Nobody was on it in 15 minutes: Gran's backup contacts were told (2 people)",
    );

    // Once: later minutes tell no one again.
    await minute(30);
    expect(await alertsTo(backups.rosa)).toHaveLength(1);
    expect(await alertCallsTo(backups.lou)).toHaveLength(1);

    // Rosa may take it in hand like a family member; the family hears it.
    await world.text(backups.rosa, 'ON IT');
    await world.drain();
    expect((await world.textsTo(backups.rosa)).at(-1)).toBe(
      "Thanks, Rosa. We've told the others you're on it.",
    );
    expect((await world.textsTo(family.members.sms)).at(-1)).toMatch(/^Rosa is on it/);
  });

  it('a claim within the 15 minutes: the backups are never told, even after it lapses', async () => {
    const family = await world.setUpFamily('backups-claimed');
    const backups = await withBackups(family, '2026-01-13');
    await dayWithReply(family, 'no', '2026-01-14');
    await minute(10);
    await world.text(family.members.sms, 'on it');
    await world.drain();
    await minute(20);
    await minute(60);
    for (const phone of Object.values(backups)) {
      expect(await alertsTo(phone)).toEqual([]);
      expect(await alertCallsTo(phone)).toEqual([]);
    }
  });

  it("SHE'S OK within the 15 minutes: the backups are never told", async () => {
    const family = await world.setUpFamily('backups-resolved');
    const backups = await withBackups(family, '2026-01-14');
    await dayWithReply(family, 'no', '2026-01-15');
    await minute(5);
    await world.text(family.members.both, "She's OK, I called her");
    await world.drain();
    await minute(20);
    for (const phone of Object.values(backups)) {
      expect(await alertsTo(phone)).toEqual([]);
      expect(await alertCallsTo(phone)).toEqual([]);
    }
  });
});
