import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { engineTestFile } from '../../test/engine-test-file';
import { findAccountTraces } from './account-tables';

// Monday 12 January 2026, 8:00 AM in New York (EST).
const { setClock, harness, world } = engineTestFile('2026-01-12T13:00:00Z');
const { api, textsTo, emailsTo, callsTo, setUpFamily, agreeAll } = world;

const minute = () => world.workerMinute();

describe('deleting the account', () => {
  it('tells each follower and each parent that the daily check-in stopped, in her waking hours, in her language and by her channel', async () => {
    const family = await setUpFamily('farewell');
    const walterPhone = world.nextPhone();
    await api(family.owner, 'POST', '/api/parents', {
      firstName: 'Walter',
      lastName: 'Rivera',
      nickname: 'Papá',
      relationshipType: 'parent',
      phone: walterPhone.typed,
      city: 'Los Angeles',
      state: 'California',
      zipOrCounty: '90012',
      timezone: 'America/Los_Angeles',
      messageTime: '09:00',
      language: 'es',
      checkInBy: 'call',
    });
    await agreeAll(family.owner, [family.members.unverified]);
    const [owner] = await harness()
      .database.db.select()
      .from(users)
      .where(eq(users.email, family.ownerEmail));

    // Deleted at 10:00 PM in New York, 7:00 PM in Los Angeles.
    setClock('2026-01-13T03:00:00Z');
    await api(family.owner, 'POST', '/api/account/delete', { email: family.ownerEmail });
    expect(await findAccountTraces(harness().database.db, owner!)).toEqual([]);
    await minute();

    // Walter's evening: a call tells him at once, in Spanish. (The phone network's log of the
    // account's numbers went with it: this call is the first it shows.)
    await world.answerLatestCall(walterPhone.e164, 'press-1');
    const calls = await callsTo(walterPhone.e164);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ language: 'es-US', state: 'completed' });
    expect(calls[0]!.transcript).toBe(
      'Service: Hola, Papá. Le habla Family Check-In. Su llamada diaria se ha detenido, así que ya no le llamaremos cada día. Su familia ya lo sabe. Adiós.',
    );
    // New York's night: Grace and the members (who live by her zone) wait for the morning.
    expect(await textsTo(family.parentPhone)).not.toContainEqual(
      expect.stringContaining('stopped'),
    );
    expect(await textsTo(family.members.sms)).not.toContainEqual(
      expect.stringContaining('stopped'),
    );

    setClock('2026-01-13T14:00:00Z'); // 9:00 AM in New York
    await minute();
    await minute();
    expect((await textsTo(family.parentPhone)).filter((text) => text.includes('stopped'))).toEqual([
      'Family Check-In: Hello Gran, your daily check-in has stopped, so we will not text you each day any more. Your family knows. You do not need to reply.',
    ]);
    const memberText =
      'Family Check-In: The daily check-in for Grace Hopper and Walter Rivera has stopped: Owner deleted the Family Check-In account. Nobody checks on them each day any more, and you will not be alerted if something goes wrong. Please keep in touch with them yourself.';
    for (const phone of [family.members.sms, family.members.both])
      expect((await textsTo(phone)).filter((text) => text.includes('stopped'))).toEqual([
        memberText,
      ]);
    // By e-mail to the addresses that agreed, the one that wants texts but never agreed included.
    for (const address of [
      family.memberEmails.email,
      family.memberEmails.both,
      'farewell-unverified@example.com',
    ])
      expect((await emailsTo(address, 'account-farewell')).map((email) => email.subject)).toEqual([
        'The daily check-in for Grace Hopper and Walter Rivera has stopped',
      ]);
    // Nothing of the account is named by what it left behind.
    expect(await findAccountTraces(harness().database.db, owner!)).toEqual([]);
    expect(await callsTo(walterPhone.e164)).toHaveLength(1);
  });

  it('tells nobody a second time when check-ins had already stopped for billing and everyone was told', async () => {
    setClock('2026-01-12T13:00:00Z');
    const family = await setUpFamily('farewell-after-stop');
    // The trial ends unpaid on 26 January at 8:00 AM in New York; everyone is told at 9:00 AM.
    setClock('2026-01-26T14:00:00Z');
    await harness().runJob('demo-billing-periods', {});
    await harness().runJob('billing-notices', {});
    await minute();
    const told = (await textsTo(family.parentPhone)).filter((text) => text.includes('stopped'));
    expect(told).toHaveLength(1);

    // Deleted the next morning: the phones' logs of the account go with it, and nothing new
    // comes to them.
    setClock('2026-01-27T15:00:00Z');
    await api(family.owner, 'POST', '/api/account/delete', { email: family.ownerEmail });
    await minute();
    setClock('2026-01-28T15:00:00Z');
    await minute();
    expect(await textsTo(family.parentPhone)).toEqual([]);
    expect(await textsTo(family.members.sms)).toEqual([]);
    expect(await emailsTo(family.memberEmails.email, 'account-farewell')).toEqual([]);
  });
});
