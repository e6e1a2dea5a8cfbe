import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails } from '../../db/schema';
import { engineTestFile } from '../../test/engine-test-file';
import type { Family } from '../../test/engine-world';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from './ask-to-confirm';

/**
 * E-mail to people other than the owner goes only to an address that agreed, and every such
 * e-mail can be stopped with one POST (docs/product.md §3). The parent answers through the phone
 * simulator's signed webhooks; what counts is what each inbox received.
 */
const { world, harness, sendTodays, setClock } = engineTestFile('2026-01-12T13:00:00Z');

/** Every e-mail an address received (sent by the transport), oldest first. */
const inbox = async (address: string) =>
  harness()
    .database.db.select()
    .from(emails)
    .where(and(eq(emails.toAddress, address), eq(emails.status, 'sent')))
    .orderBy(asc(emails.createdAt));

const memberStatuses = async (family: Family) => {
  const { familyMembers } = (await world.api(family.owner, 'GET', '/api/family-members')) as {
    familyMembers: { email: string; emailStatus: string }[];
  };
  return Object.fromEntries(familyMembers.map((member) => [member.email, member.emailStatus]));
};

/** The parent's day: her text goes out at 9:00 AM, and she answers `words`. */
async function parentAnswers(family: Family, day: string, words: string) {
  await sendTodays(family, day);
  await world.text(family.parentPhone, words);
  await world.drain();
}

describe('a family member’s e-mail before she agrees', () => {
  it('gets nothing but the confirmation, then alerts once she confirms by its link', async () => {
    const family = await world.setUpFamily('waits', { emailsConfirmed: false });
    const address = family.memberEmails.email;
    expect((await memberStatuses(family))[address]).toBe('waiting');

    // An alert, a free-text reply forwarded to the family, and a late NO: none reach her.
    await parentAnswers(family, '2026-01-12', 'NO');
    await world.text(family.parentPhone, 'I fell in the kitchen, call Bob');
    await world.drain();
    await parentAnswers(family, '2026-01-13', 'feeling dizzy today');
    const before = await inbox(address);
    expect(before.map((email) => email.kind)).toEqual(['email-confirmation']);
    expect(before[0]!.subject).toBe("Owner added you to Grace's family check-in");
    expect(before[0]!.textBody).toContain('Confirm to get alerts by e-mail.');
    // Not silently dropped: the owner's own copy of the alert went, and the dashboard says why.
    expect((await inbox(family.ownerEmail)).some((email) => email.kind === 'family-notice')).toBe(
      true,
    );

    await world.confirmEmail(address);
    // Opening the link again changes nothing (and a GET alone never confirms: see below).
    await world.confirmEmail(address);
    expect((await memberStatuses(family))[address]).toBe('confirmed');

    await parentAnswers(family, '2026-01-14', 'NO');
    const after = (await inbox(address)).slice(before.length);
    expect(after.map((email) => email.kind)).toEqual(['family-notice']);
    expect(after[0]!.subject).toMatch(/Grace/);
  });

  it('is asked once per account, however often the member is saved; a new address is asked afresh', async () => {
    const family = await world.setUpFamily('asked-once', { emailsConfirmed: false });
    const { familyMembers } = (await world.api(family.owner, 'GET', '/api/family-members')) as {
      familyMembers: (Record<string, unknown> & { id: string; email: string })[];
    };
    const member = familyMembers.find((row) => row.email === family.memberEmails.email)!;
    const body = (email: string) => ({
      firstName: 'email',
      lastName: 'Member',
      cellPhone: member.cellPhone,
      email,
      city: 'Boston',
      state: 'Massachusetts',
      zipOrCounty: '02108',
      notificationPreference: 'email',
      parentIds: [family.parentId],
    });
    const moved = 'asked-once-new@example.com';
    // An abuser's loop: the same address saved again and again, and switched away and back.
    for (const email of [family.memberEmails.email, moved, family.memberEmails.email, moved])
      await world.api(family.owner, 'PUT', `/api/family-members/${member.id}`, body(email));
    await world.drain();
    expect((await inbox(family.memberEmails.email)).map((email) => email.kind)).toEqual([
      'email-confirmation',
    ]);
    expect((await inbox(moved)).map((email) => email.kind)).toEqual(['email-confirmation']);
    expect((await memberStatuses(family))[moved]).toBe('waiting');
  });

  it('a GET of the confirmation link (a mail scanner) shows a button and confirms nothing', async () => {
    const family = await world.setUpFamily('scanned', { emailsConfirmed: false });
    const [confirmation] = await inbox(family.memberEmails.email);
    const page = await harness().app.request(world.linkIn(confirmation!, 'Confirm my e-mail'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    expect((await memberStatuses(family))[family.memberEmails.email]).toBe('waiting');
  });

  it(`one address is sent at most ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmations a day, from all accounts together`, async () => {
    const victim = 'many-accounts@example.com';
    for (let index = 0; index < CONFIRMATIONS_PER_ADDRESS_PER_DAY + 2; index += 1) {
      const family = await world.setUpFamily(`spammer-${index}`, { emailsConfirmed: false });
      await world.api(family.owner, 'POST', '/api/family-members', {
        firstName: 'Victim',
        lastName: 'Person',
        cellPhone: world.nextPhone().typed,
        email: victim,
        city: 'Boston',
        state: 'Massachusetts',
        zipOrCounty: '02108',
        notificationPreference: 'email',
        parentIds: [family.parentId],
      });
    }
    await world.drain();
    expect(await inbox(victim)).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
  });
});

describe('the relay attack of issue 34, repeated', () => {
  it('texts from the "parent" reach no mailbox that never agreed: each gets one e-mail, ours', async () => {
    // The attacker's own phone is the parent; the members are strangers' addresses.
    const family = await world.setUpFamily('relay', { emailsConfirmed: false });
    const strangers = Array.from({ length: 6 }, (_, index) => `relay-victim-${index}@example.com`);
    for (const email of strangers)
      await world.api(family.owner, 'POST', '/api/family-members', {
        firstName: 'Victim',
        lastName: 'Person',
        cellPhone: world.nextPhone().typed,
        email,
        city: 'Boston',
        state: 'Massachusetts',
        zipOrCounty: '02108',
        notificationPreference: 'email',
        parentIds: [family.parentId],
      });
    await parentAnswers(family, '2026-01-15', 'NO');
    for (let index = 0; index < 11; index += 1) {
      await world.text(family.parentPhone, `URGENT ${index}: your bank card is locked, call now`);
      await world.drain();
    }
    // The words did go out, to the one address that agreed: the owner's own.
    const forwarded = (await inbox(family.ownerEmail)).filter((email) =>
      email.textBody.includes('URGENT'),
    );
    expect(forwarded.length).toBeGreaterThan(0);
    const mailboxes = [
      family.memberEmails.email,
      family.memberEmails.both,
      'relay-sms@example.com',
      'relay-unverified@example.com',
      ...strangers,
    ];
    for (const address of mailboxes) {
      const received = await inbox(address);
      expect(
        received.map((email) => email.kind),
        address,
      ).toEqual(['email-confirmation']);
      expect(received[0]!.textBody).not.toContain('URGENT');
    }
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('a plain POST without a cookie stops the e-mail; the owner is told and the dashboard says so', async () => {
    const family = await world.setUpFamily('leaves');
    const address = family.memberEmails.email;
    await parentAnswers(family, '2026-01-20', 'NO');
    const [alert] = (await inbox(address)).filter((email) => email.kind === 'family-notice');
    expect(alert).toBeDefined();
    const link = world.linkIn(alert!, 'Unsubscribe');
    expect(alert!.listUnsubscribeUrl).toBe(`${harness().config.publicUrl}${link}`);

    // A mail scanner's GET only shows the page with its button.
    const page = await harness().app.request(link);
    expect(await page.text()).toContain('name="List-Unsubscribe" value="One-Click"');
    expect((await memberStatuses(family))[address]).toBe('confirmed');

    // The mail provider's POST: from its servers, another origin or none, no session.
    const response = await harness().app.request(link, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    await world.unsubscribeFrom(alert!); // A second one (a retry) changes nothing.
    await world.drain();
    expect((await memberStatuses(family))[address]).toBe('unsubscribed');
    const told = (await inbox(family.ownerEmail)).filter(
      (email) => email.kind === 'email-unsubscribed',
    );
    expect(told.map((email) => email.subject)).toEqual([
      'email Member unsubscribed from e-mails about Grace',
    ]);

    const seen = (await inbox(address)).length;
    await parentAnswers(family, '2026-01-21', 'NO');
    expect(await inbox(address)).toHaveLength(seen);
    // The others are still told.
    expect(
      (await inbox(family.memberEmails.both)).filter((email) => email.kind === 'family-notice'),
    ).toHaveLength(2);
  });

  it('the owner unsubscribing herself turns her e-mail notices off, and Settings says so', async () => {
    const family = await world.setUpFamily('owner-leaves');
    await parentAnswers(family, '2026-01-22', 'NO');
    const [alert] = (await inbox(family.ownerEmail)).filter(
      (email) => email.kind === 'family-notice',
    );
    await world.unsubscribeFrom(alert!);
    const { notices } = await world.api(family.owner, 'GET', '/api/settings/owner-notices');
    expect(notices).toMatchObject({ preference: 'sms', emailUnsubscribed: true });
    const seen = (await inbox(family.ownerEmail)).length;
    await parentAnswers(family, '2026-01-23', 'NO');
    expect(await inbox(family.ownerEmail)).toHaveLength(seen);

    // Choosing e-mail again, signed in, brings them back.
    await world.api(family.owner, 'PUT', '/api/settings/owner-notices', { preference: 'email' });
    await parentAnswers(family, '2026-01-26', 'NO');
    expect((await inbox(family.ownerEmail)).length).toBeGreaterThan(seen);
  });

  it('a forged or altered link changes nothing', async () => {
    setClock('2026-01-27T14:00:00Z');
    for (const path of ['/unsubscribe/abc.def', '/email/confirm/abc', '/unsubscribe/x']) {
      const response = await harness().app.request(path, { method: 'POST' });
      expect(response.status, path).toBe(404);
    }
  });
});
