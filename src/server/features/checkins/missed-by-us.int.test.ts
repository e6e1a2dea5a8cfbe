import { describe, expect, it } from 'vitest';
import { engineTestFile } from '../../test/engine-test-file';

/**
 * Days we missed (docs/product.md §2.12, decision 039), read from what the phones and the owner's
 * inbox received. Each family's text is due at 9:00 AM New York time (EST: 14:00Z); the sweep
 * sends it until 12:00 PM (the catch-up). The service "goes down" by not sweeping while the
 * clock moves on, as a stopped worker would.
 */
// Monday 12 January 2026, 8:00 AM in New York.
const { setClock, world } = engineTestFile('2026-01-12T13:00:00Z');
const { drain, sweep, followUp, textsTo, callsTo, emailsTo, setUpFamily } = world;

const missedMails = (family: { ownerEmail: string }) => emailsTo(family.ownerEmail, 'missed-by-us');

describe('a day the service missed', () => {
  it('a 4-hour outage over her time: the day is recorded as missed by us, the owner is told that day, and she gets no late text', async () => {
    const family = await setUpFamily('outage-4h');
    // The last sweep before the outage: 8:50 AM. The service is down until 12:55 PM.
    setClock('2026-01-14T13:50:00Z');
    await sweep();
    await drain();
    const before = await textsTo(family.parentPhone);
    setClock('2026-01-14T17:55:00Z');
    await sweep();
    await followUp();
    await drain();

    // No text three hours late, no follow-up call for a day she was never asked.
    expect(await textsTo(family.parentPhone)).toEqual(before);
    expect(await callsTo(family.parentPhone)).toHaveLength(0);
    // The owner's inbox says so in plain words, that day.
    const mails = await missedMails(family);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("We missed Grace's check-in");
    expect(mails[0]!.textBody).toContain('Wednesday, January 14 at 9:00 AM');
    expect(mails[0]!.textBody).toContain('The fault is ours');
    // A second sweep tells nobody again.
    setClock('2026-01-14T17:56:00Z');
    await sweep();
    await drain();
    expect(await missedMails(family)).toHaveLength(1);
    // The next day runs as usual.
    setClock('2026-01-15T14:00:00Z');
    await sweep();
    await drain();
    expect((await textsTo(family.parentPhone)).length).toBe(before.length + 1);
  });

  it('an outage shorter than the catch-up: the day goes late, nobody is told it was missed', async () => {
    const family = await setUpFamily('outage-2h');
    setClock('2026-01-16T13:50:00Z');
    await sweep();
    await drain();
    const before = (await textsTo(family.parentPhone)).length;
    // Back at 10:50 AM: inside the three hours after 9:00 AM.
    setClock('2026-01-16T15:50:00Z');
    await sweep();
    await drain();
    expect((await textsTo(family.parentPhone)).length).toBe(before + 1);
    expect(await missedMails(family)).toHaveLength(0);
  });

  it('a gap of several days: each day is recorded, one e-mail names them, and the week counts them missed', async () => {
    // Set up on Sunday afternoon, long after her 9:00 AM (days before it, the service was not
    // sweeping either): her first day is Monday. (Set up before 9:00 AM, her consent would
    // wait for 9:00 and agree only as Monday's time came.)
    setClock('2026-01-18T20:00:00Z');
    const family = await setUpFamily('outage-days');
    setClock('2026-01-18T20:05:00Z');
    await sweep();
    await drain();
    const before = (await textsTo(family.parentPhone)).length;
    // Sunday 3:05 PM to Thursday 8:00 AM: Monday, Tuesday and Wednesday were never sent.
    setClock('2026-01-22T13:00:00Z');
    await sweep();
    await followUp();
    await drain();
    expect((await textsTo(family.parentPhone)).length).toBe(before);
    const mails = await missedMails(family);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(
      'on 3 days, from Monday, January 19 to Wednesday, January 21',
    );
    // The owner's dashboard shows the three days as missed by us, not as days without a plan.
    const overview = JSON.stringify(
      await world.api(family.owner, 'GET', '/api/dashboard/overview'),
    );
    expect(overview.match(/Missed by us/g)?.length).toBe(3);
  });

  it('a text sent before an outage that lasts past midnight gets no follow-up call the next day', async () => {
    const family = await setUpFamily('outage-overnight');
    // Friday's text goes at 9:00 AM; the service is down from 9:05 AM to Saturday 8:00 AM.
    setClock('2026-01-23T14:00:00Z');
    await sweep();
    await drain();
    setClock('2026-01-24T13:00:00Z');
    await sweep();
    await followUp();
    await drain();
    expect(await callsTo(family.parentPhone)).toHaveLength(0);
    // The family is told she did not answer Friday's text instead of hearing nothing.
    expect((await textsTo(family.members.sms)).at(-1)).toMatch(/^Grace Hopper did not/);
  });
});
