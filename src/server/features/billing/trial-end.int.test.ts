import { describe, expect, it } from 'vitest';
import type { BillingStateDto, SubscriptionReadDto } from '@/shared/billing';
import { engineTestFile } from '../../test/engine-test-file';
import type { Family } from '../../test/engine-world';

// Monday 12 January 2026, 8:00 AM in New York (EST). The trial starts as the family is set up,
// so it ends on Monday 26 January at 8:00 AM in New York (13:00Z), 5:00 AM in Los Angeles.
const { setClock, harness, world } = engineTestFile('2026-01-12T13:00:00Z');
const { api, drain, textsTo, emailsTo, callsTo, checkInOf, setUpFamily, agreeAll } = world;

const billingNotices = () => harness().runJob('billing-notices', {});
const demoPeriods = () => harness().runJob('demo-billing-periods', {});
const minute = () => world.workerMinute();
const billingState = (family: Family) =>
  api(family.owner, 'GET', '/api/billing/subscription') as Promise<BillingStateDto>;
const subjects = async (address: string, kind: string) =>
  (await emailsTo(address, kind)).map((email) => email.subject);

/**
 * A family of two parents, both followed by every member: Grace by text in English (New York),
 * Walter by call in Spanish (Los Angeles).
 */
async function twoParentFamily(label: string) {
  setClock('2026-01-12T13:00:00Z');
  const family = await setUpFamily(label);
  const walterPhone = world.nextPhone();
  const { parent: walter } = (await api(family.owner, 'POST', '/api/parents', {
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
  })) as { parent: { id: string } };
  // His consent call waits for 9:00 AM in Los Angeles; he presses 1 (the clock comes back).
  await agreeAll(family.owner, [family.members.unverified]);
  return { ...family, walterId: walter.id, walterPhone: walterPhone.e164 };
}

describe('the end of the free trial', () => {
  it('is announced 3 days and 1 day before, by e-mail and on the dashboard, naming the date and the price', async () => {
    const family = await twoParentFamily('trial-reminders');
    // Two parents and four members: $15 + 3 × $3, as /subscription computes it.
    const { quote } = await billingState(family);
    expect(quote.totalCents).toBe(2400);

    // More than 3 days before: nothing yet.
    setClock('2026-01-22T14:00:00Z');
    await billingNotices();
    await drain();
    expect(await emailsTo(family.ownerEmail, 'trial-ending')).toEqual([]);
    expect((await billingState(family)).banner).toBeNull();

    // 3 days before is 8:00 AM in New York: the dashboard says so, the e-mail waits for 9:00 AM.
    setClock('2026-01-23T13:00:00Z');
    await billingNotices();
    await drain();
    expect((await billingState(family)).banner).toEqual({
      kind: 'trial_ending',
      endsAt: '2026-01-26T13:00:00.000Z',
      monthlyCents: 2400,
    });
    expect(await emailsTo(family.ownerEmail, 'trial-ending')).toEqual([]);
    setClock('2026-01-23T14:00:00Z');
    await billingNotices();
    await billingNotices();
    await drain();
    const [first] = await emailsTo(family.ownerEmail, 'trial-ending');
    expect(first?.subject).toBe('Your free trial ends on Monday, January 26');
    expect(first?.textBody).toContain(
      'Your Family Check-In free trial ends on Monday, January 26, at 8:00 AM. After it, the plan is $24/month for 2 parents and 4 family members.',
    );
    expect(first?.textBody).toContain('Grace and Walter will no longer be checked on');
    expect(first?.textBody).toMatch(/Keep check-ins going: http:\/\/app\.test\/subscription/);

    // The day before, once more; then no third.
    setClock('2026-01-25T14:00:00Z');
    await billingNotices();
    await drain();
    setClock('2026-01-25T20:00:00Z');
    await billingNotices();
    await drain();
    expect(await subjects(family.ownerEmail, 'trial-ending')).toEqual([
      'Your free trial ends on Monday, January 26',
      'Your free trial ends on Monday, January 26',
    ]);
    const [, second] = await emailsTo(family.ownerEmail, 'trial-ending');
    expect(second?.textBody).toContain('$24/month');
    expect((await billingState(family)).banner).toMatchObject({ kind: 'trial_ending' });
  });

  it('stops the check-ins, and the owner, each follower and each parent are told once, in her language and by her channel', async () => {
    const family = await twoParentFamily('trial-end');
    const member = {
      sms: family.members.sms,
      both: family.members.both,
      email: family.memberEmails.email,
      bothEmail: family.memberEmails.both,
      // Wants texts but never agreed to them: told by e-mail instead.
      unverifiedEmail: 'trial-end-unverified@example.com',
    };

    // The trial ends at 8:00 AM in New York, unpaid: the owner reads that check-ins stopped.
    setClock('2026-01-26T13:00:00Z');
    await demoPeriods();
    await billingNotices();
    await minute();
    const read = (await api(family.owner, 'GET', '/api/billing/subscription-read')) as {
      subscription: SubscriptionReadDto;
    };
    expect(read.subscription).toMatchObject({
      subscription_status: 'canceled',
      cancel_at_period_end: false,
    });
    const state = await billingState(family);
    expect(state.banner).toEqual({ kind: 'stopped', cause: 'trial_ended', monthlyCents: 2400 });
    expect(state.subscribeBlock).toBeNull();
    const [toOwner] = await emailsTo(family.ownerEmail, 'service-stopped');
    expect(toOwner?.subject).toBe('Daily check-ins have stopped');
    expect(toOwner?.textBody).toContain(
      'Daily check-ins for Grace and Walter have stopped because the free trial ended.',
    );
    expect(toOwner?.textBody).toContain('Subscribe for $24/month to start the check-ins again.');
    // The family is told in its own morning, not at 8:00 AM.
    expect(await textsTo(member.sms)).not.toContainEqual(expect.stringContaining('stopped'));
    expect(await emailsTo(member.email, 'service-stopped')).toEqual([]);

    // 9:00 AM in New York: Grace's day is not sent; she and the family are told it stopped.
    setClock('2026-01-26T14:00:00Z');
    await minute();
    expect((await checkInOf(family.parentId)).map((row) => row.status)).toEqual(['skipped']);
    const toGrace = await textsTo(family.parentPhone);
    expect(toGrace).not.toContainEqual(expect.stringContaining('Reply YES'));
    expect(toGrace.at(-1)).toBe(
      'Family Check-In: Hello Gran, your daily check-in has stopped, so we will not text you each day any more. Your family knows. You do not need to reply.',
    );
    const memberText =
      "Family Check-In: The daily check-in for Grace Hopper and Walter Rivera has stopped because the free trial ended on Owner's account. Until it starts again, nobody checks on them each day and you will not be alerted if something goes wrong. Please keep in touch with them yourself.";
    expect((await textsTo(member.sms)).at(-1)).toBe(memberText);
    expect((await textsTo(member.both)).at(-1)).toBe(memberText);
    for (const address of [member.email, member.bothEmail, member.unverifiedEmail])
      expect(await subjects(address, 'service-stopped')).toEqual([
        'The daily check-in for Grace Hopper and Walter Rivera has stopped',
      ]);
    // The owner's first word was that check-ins stopped, not a missed day.
    expect(await emailsTo(family.ownerEmail, 'checkins-stopped')).toEqual([]);
    // Walter's morning has not come: 6:00 AM in Los Angeles. Only his consent call rang.
    expect(await callsTo(family.walterPhone)).toHaveLength(1);

    // 9:00 AM in Los Angeles: his day is not called; a call tells him, in Spanish.
    setClock('2026-01-26T17:00:00Z');
    await minute();
    expect((await checkInOf(family.walterId)).map((row) => row.status)).toEqual(['skipped']);
    await world.answerLatestCall(family.walterPhone, 'press-1');
    const [, stopCall, ...more] = await callsTo(family.walterPhone);
    expect(more).toEqual([]);
    expect(stopCall).toMatchObject({ language: 'es-US', state: 'completed' });
    expect(stopCall!.transcript).toBe(
      'Service: Hola, Papá. Le habla Family Check-In. Su llamada diaria se ha detenido, así que ya no le llamaremos cada día. Su familia ya lo sabe. Adiós.',
    );

    // The next day: no check-in goes, and nobody is told a second time.
    const before = {
      grace: (await textsTo(family.parentPhone)).length,
      sms: (await textsTo(member.sms)).length,
    };
    for (const at of ['2026-01-27T14:00:00Z', '2026-01-27T17:00:00Z']) {
      setClock(at);
      await billingNotices();
      await minute();
    }
    expect((await checkInOf(family.parentId)).map((row) => row.status)).toEqual([
      'skipped',
      'skipped',
    ]);
    expect((await checkInOf(family.walterId)).map((row) => row.status)).toEqual([
      'skipped',
      'skipped',
    ]);
    expect(await textsTo(family.parentPhone)).toHaveLength(before.grace);
    expect(await textsTo(member.sms)).toHaveLength(before.sms);
    expect(await callsTo(family.walterPhone)).toHaveLength(2);
    expect(await emailsTo(family.ownerEmail, 'service-stopped')).toHaveLength(1);
    expect(await emailsTo(member.email, 'service-stopped')).toHaveLength(1);
    expect(await emailsTo(family.ownerEmail, 'checkins-stopped')).toEqual([]);
  });
});
