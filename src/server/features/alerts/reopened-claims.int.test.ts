import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineWorld, movableClock, type EngineWorld } from '../../test/engine-world';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { alertHelpers } from './alerts.support';

/**
 * A claim that brings no "SHE'S OK" within 60 minutes opens the alert to everyone again, once
 * (docs/product.md §2.15): read from what the phones and inboxes got.
 */
const clock = movableClock('2026-01-12T13:00:00Z');
let harness: TestHarness;
let world: EngineWorld;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
  world = engineWorld(harness, { areaCode: '931', clock });
});
afterAll(async () => {
  await harness.close();
});

const { dayWithReply } = alertHelpers(
  () => harness,
  () => world,
  clock,
);

const reopenedText = (holder: string) =>
  new RegExp(
    `^${holder} has been on it since 9:06 AM with no update in 60 minutes, so the alert about Grace Hopper is open again\\. Call Grace now: .+ Reply ON IT if you are handling it\\. http`,
  );
const reopenedTexts = async (phone: string) =>
  (await world.textsTo(phone)).filter((text) => text.includes('is open again'));

describe('an alert taken in hand and left there (docs/product.md §2.15)', () => {
  it('60 minutes after ON IT with no SHE’S OK: everyone, the claimer too, is told it is open again; then anyone may take it, and it opens again no more', async () => {
    const family = await world.setUpFamily('reopen');
    await dayWithReply(family, 'I fell in the garden');
    clock.advance(1);
    await world.text(family.members.sms, 'on it');
    await world.drain();

    // 59 minutes: nothing yet.
    clock.advance(59);
    await world.followUp();
    await world.drain();
    expect(await reopenedTexts(family.members.both)).toEqual([]);

    clock.advance(1);
    await world.followUp();
    await world.drain();
    for (const phone of [family.members.both, family.members.sms])
      expect(await reopenedTexts(phone)).toEqual([expect.stringMatching(reopenedText('sms'))]);
    for (const address of [family.ownerEmail, family.memberEmails.email]) {
      const subjects = (await world.emailsTo(address)).map((mail) => mail.subject);
      expect(subjects).toContain('The alert about Grace Hopper is open again');
    }
    const overview = await world.api(family.owner, 'GET', '/api/dashboard/overview');
    expect(overview.parents[0].today).toMatchObject({ status: 'needs_help', claimedBy: null });

    // Taken again, by another: the others hear of it, not "already on it".
    clock.advance(2);
    await world.text(family.members.both, "I'm on it");
    await world.drain();
    expect((await world.textsTo(family.members.both)).at(-1)).toBe(
      "Thanks, both. We've told the others you're on it.",
    );
    // Once: another hour with no news opens nothing more.
    clock.advance(90);
    await world.followUp();
    await world.drain();
    expect(await reopenedTexts(family.members.sms)).toHaveLength(1);
    const later = await world.api(family.owner, 'GET', '/api/dashboard/overview');
    expect(later.parents[0].today.claimedBy).toMatchObject({ name: 'both' });
  });

  it('SHE’S OK within the hour closes it: nothing opens again', async () => {
    const family = await world.setUpFamily('reopen-closed');
    await dayWithReply(family, 'I fell in the garden', '2026-01-13');
    clock.advance(1);
    await world.text(family.members.sms, 'on it');
    await world.drain();
    clock.advance(30);
    await world.text(family.members.sms, "She's OK, just a bruise");
    await world.drain();
    clock.advance(60);
    await world.followUp();
    await world.drain();
    for (const phone of [family.members.both, family.members.sms])
      expect(await reopenedTexts(phone)).toEqual([]);
  });
});
