import { eq } from 'drizzle-orm';
import { emails } from '../../db/schema';
import type { EngineWorld, Family, movableClock } from '../../test/engine-world';
import type { TestHarness } from '../../test/test-app';

/**
 * What the alert tests (alerts.int.test.ts, alert-page.int.test.ts) do with a file's service, its
 * engine world and its clock: families, a day's reply, and an alert's link and page.
 */
export function alertHelpers(
  harness: () => TestHarness,
  world: () => EngineWorld,
  clock: ReturnType<typeof movableClock>,
) {
  let ownerSeq = 10;
  /** A family whose owner filled in the account step with a cell of their own. */
  async function familyWithOwnerCell(label: string) {
    const family = await world().setUpFamily(label);
    ownerSeq += 1;
    const ownerCell = { typed: `(929) 555-09${ownerSeq}`, e164: `+192955509${ownerSeq}` };
    await world().api(family.owner, 'PUT', '/api/profile', {
      firstName: 'Dana',
      lastName: 'Owner',
      email: family.ownerEmail,
      cellPhone: ownerCell.typed,
      city: 'Albany',
      state: 'New York',
      zipOrCounty: '12207',
    });
    return { ...family, ownerCell: ownerCell.e164 };
  }

  /** 9:00 AM: the day's text goes out; `reply` answers it from the parent's phone. */
  async function dayWithReply(family: Family, reply: string, day = '2026-01-12') {
    clock.set(`${day}T14:00:00Z`);
    await world().sweep();
    await world().drain();
    clock.advance(5);
    await world().text(family.parentPhone, reply);
    await world().drain();
  }

  /** A second parent in the account: Alan, in New York at 9:00 AM like Grace. */
  async function addAlan(owner: string) {
    const alanPhone = world().nextPhone();
    const { parent: alan } = (await world().api(owner, 'POST', '/api/parents', {
      firstName: 'Alan',
      lastName: 'Hopper',
      relationshipType: 'parent',
      phone: alanPhone.typed,
      city: 'New York',
      state: 'New York',
      zipOrCounty: '10001',
      timezone: 'America/New_York',
      messageTime: '09:00',
    })) as { parent: { id: string } };
    return { alan, alanPhone };
  }

  const mailTo = (address: string) =>
    harness().database.db.select().from(emails).where(eq(emails.toAddress, address));
  const linkIn = (body: string) => /http:\/\/app\.test\/alert\/([\w-]+\.[\w-]+)/.exec(body)?.[1];
  const page = (token: string, method = 'GET', body?: unknown) =>
    harness().app.request(`/api/alerts/${token}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return { familyWithOwnerCell, dayWithReply, addAlan, mailTo, linkIn, page };
}
