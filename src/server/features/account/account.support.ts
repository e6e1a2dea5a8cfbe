import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema';
import { postJson } from '../../test/sign-in';
import type { TestHarness } from '../../test/test-app';

// Consent requests reach a phone only 9:00 AM–8:00 PM in its zone (docs/product.md §3): these files
// ask at once, so they run at 10:00 AM in New York rather than whatever hour the machine has.
export const clock = { now: () => new Date('2026-01-12T15:00:00Z') };

/** What account.int.test.ts and referral.int.test.ts ask of a file's service. */
export function accountHelpers(harness: () => TestHarness) {
  const get = (path: string, cookie: string) =>
    harness().app.request(path, { headers: { cookie } });
  const userOf = async (email: string) =>
    (await harness().database.db.select().from(users).where(eq(users.email, email)))[0]!;

  /** A parent at `phone`, and a family member at `memberEmail` who follows her. */
  async function addFamily(cookie: string, phone: string, memberEmail: string) {
    const parent = await postJson(
      harness(),
      '/api/parents',
      {
        firstName: 'Mae',
        lastName: 'Lind',
        relationshipType: 'parent',
        phone,
        city: 'Denver',
        state: 'Colorado',
        zipOrCounty: '80202',
      },
      cookie,
    );
    expect(parent.status).toBe(201);
    const { parent: created } = (await parent.json()) as { parent: { id: string } };
    const member = await postJson(
      harness(),
      '/api/family-members',
      {
        firstName: 'Jo',
        lastName: 'Lind',
        cellPhone: '(303) 555-0188',
        email: memberEmail,
        city: 'Denver',
        state: 'Colorado',
        zipOrCounty: '80202',
        parentIds: [created.id],
      },
      cookie,
    );
    expect(member.status).toBe(201);
  }

  return { get, userOf, addFamily };
}
