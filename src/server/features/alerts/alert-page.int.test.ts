import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertMessages } from '@/shared/alerts';
import type { StripDay } from '@/shared/week-strip';
import { engineWorld, movableClock, type EngineWorld } from '../../test/engine-world';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { alertHelpers } from './alerts.support';

/**
 * An alert's page (docs/product.md §2.10): opened from its link without an account, "I'm on it"
 * and "SHE'S OK" there, and the links that must not open it. Read from what the phones and
 * inboxes got.
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

const { familyWithOwnerCell, dayWithReply, linkIn, page } = alertHelpers(
  () => harness,
  () => world,
  clock,
);

describe("I'm on it", () => {
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
      day: { status: 'needs_help', words: 'I fell, key is under the mat', wordsBy: 'text' },
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
});
