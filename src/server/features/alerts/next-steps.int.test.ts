import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineWorld, movableClock, type EngineWorld } from '../../test/engine-world';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { alertHelpers } from './alerts.support';

/**
 * An alert's next steps (docs/product.md §2.15): her number to call, who to try if she does not
 * answer, then 911, in the text, the e-mail and on the alert's page. Read from what a member's
 * phone and inbox received after Grace answered NO.
 */
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

const { familyWithOwnerCell, dayWithReply, linkIn, page } = alertHelpers(
  () => harness,
  () => world,
  clock,
);

/** "+16465550101" as a person reads it: "(646) 555-0101". */
const reading = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

describe('what to do about an alert', () => {
  it("a NO: the member's text and e-mail give Grace's number, the e-mail as a tel: link, then the next step", async () => {
    const family = await familyWithOwnerCell('ladder-no');
    await dayWithReply(family, 'no');
    const number = reading(family.parentPhone);
    const steps = `Call Grace now: ${number}. No answer? Call someone near Grace. In an emergency, call 911.`;

    const text = (await world.textsTo(family.members.sms)).at(-1)!;
    expect(text).toContain(`may need help. ${steps} Reply ON IT if you are handling it. http`);

    const mail = (await world.emailsTo(family.memberEmails.email)).at(-1)!;
    expect(mail.subject).toBe('Grace Hopper may need help');
    expect(mail.textBody).toContain(steps);
    const tel = /<a href="(tel:[^"]+)"[^>]*>([^<]+)<\/a>/.exec(mail.htmlBody);
    expect(tel?.slice(1)).toEqual([`tel:${family.parentPhone}`, number]);
    expect(mail.htmlBody).toContain(
      'No answer? Call someone near Grace. In an emergency, call 911.',
    );
    // The owner is told the same way.
    const ownerMail = (await world.emailsTo(family.ownerEmail)).at(-1)!;
    expect(ownerMail.htmlBody).toContain(`href="tel:${family.parentPhone}"`);

    // The page the e-mail links to gives her number while the alert is open, and not after.
    const token = linkIn(mail.textBody)!;
    const opened = (await (await page(token)).json()).alert;
    expect(opened.parent.phone).toEqual({ e164: family.parentPhone, reading: number });
    const closed = (await (await page(`${token}/resolve`, 'POST', { note: '' })).json()).alert;
    expect(closed.open).toBe(false);
    expect(closed.parent.phone).toBeNull();
  });

  it("no answer to the text or the call: the silence's alert names the same steps", async () => {
    const family = await familyWithOwnerCell('ladder-silent');
    clock.set('2026-01-12T14:00:00Z');
    await world.sweep();
    await world.drain();
    clock.advance(60);
    await world.followUp();
    await world.answerCall(family.parentId, 'no-answer');
    await world.drain();
    expect((await world.textsTo(family.members.sms)).at(-1)).toContain(
      `did not reply to the text and did not answer the call. Call Grace now: ${reading(family.parentPhone)}. No answer? Call someone near Grace. In an emergency, call 911. Reply ON IT`,
    );
  });
});
