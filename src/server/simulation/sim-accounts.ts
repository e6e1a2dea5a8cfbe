import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { familyMemberParents, familyMembers, parents, subscriptions, users } from '../db/schema';
import { checkInTimeZones } from '../../shared/family';
import { insertAgreedConsent, insertConfirmedEmail } from '../test/seed-rows';
import type { Random } from './random';

export async function setUpAccounts(db: Database, parentCount: number, rng: Random) {
  const parentPhones: string[] = [];
  let made = 0;
  let accounts = 0;
  let phoneSeq = 0;
  const phone = () => {
    phoneSeq += 1;
    // 555-01xx numbers across area codes: fictional, and valid in form.
    return `+1${200 + Math.floor(phoneSeq / 100)}55501${String(phoneSeq % 100).padStart(2, '0')}`;
  };
  while (made < parentCount) {
    accounts += 1;
    const userId = randomUUID();
    await db.insert(users).values({
      id: userId,
      name: `Owner ${accounts}`,
      email: `owner${accounts}@simulation.example`,
      emailVerified: true,
    });
    // One account in twenty has no running subscription: its check-ins must be skipped.
    if (rng.next() > 0.05) {
      await db.insert(subscriptions).values({
        userId,
        provider: 'demo',
        status: 'trialing',
        parentCount: 1,
        familyMemberCount: 1,
      });
    }
    const parentIds: string[] = [];
    const count = Math.min(rng.int(1, 4), parentCount - made);
    for (let index = 0; index < count; index += 1) {
      const number = phone();
      const minutes = rng.int(7 * 12, 20 * 12 + 6) * 5; // 7:00 AM to 8:30 PM, five-minute steps
      const [parent] = await db
        .insert(parents)
        .values({
          userId,
          firstName: `Parent${made + 1}`,
          lastName: 'Sim',
          relationshipType: 'parent',
          phone: number,
          timezone: checkInTimeZones[(made + index) % checkInTimeZones.length]!,
          city: 'Town',
          state: 'Ohio',
          zipOrCounty: '00000',
          country: 'United States',
          messageTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
          personalityType: rng.pick(['caring', 'cheerful', 'professional']),
          checkInsEnabled: rng.next() > 0.05,
        })
        .returning();
      parentIds.push(parent!.id);
      parentPhones.push(number);
      if (rng.next() > 0.05) {
        await insertAgreedConsent(db, userId, 'parent', parent!.id, number);
      }
      made += 1;
    }
    for (let index = 0; index < rng.int(1, 3); index += 1) {
      const number = phone();
      const [member] = await db
        .insert(familyMembers)
        .values({
          userId,
          firstName: `Member${index + 1}`,
          lastName: `Of${accounts}`,
          cellPhone: number,
          email: `member${index + 1}.${accounts}@simulation.example`,
          city: 'Town',
          state: 'Ohio',
          zipOrCounty: '00000',
          country: 'United States',
          notificationPreference: rng.pick(['sms', 'email', 'both']),
        })
        .returning();
      const follows = parentIds.filter(() => rng.next() > 0.3);
      await db.insert(familyMemberParents).values(
        (follows.length ? follows : [parentIds[0]!]).map((parentId) => ({
          familyMemberId: member!.id,
          parentId,
        })),
      );
      if (rng.next() > 0.1) {
        await insertAgreedConsent(db, userId, 'family_member', member!.id, number);
      }
      // Set up long ago: the member confirmed her address by its link then (docs/product.md §3).
      await insertConfirmedEmail(db, userId, member!.email);
    }
  }
  return { accounts, parentPhones };
}
