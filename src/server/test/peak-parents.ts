import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { consents, parents, subscriptions, users } from '../db/schema';

/** The number of the `index`th parent of a peak: distinct, and never a real line (+1 2xx…). */
export const peakPhone = (index: number) => `+1${String(2_000_000_000 + index * 7).slice(0, 10)}`;

/**
 * `count` accounts of one parent each, all texted at 9:00 AM in New York, with their consent
 * agreed and a trial running: a morning peak, written straight to the database a thousand at a
 * time (the benchmark's and the multi-worker test's families). Returns the parents' numbers.
 */
export async function seedPeakParents(db: Database, count: number): Promise<string[]> {
  const phones: string[] = [];
  const chunk = 1000;
  for (let offset = 0; offset < count; offset += chunk) {
    const size = Math.min(chunk, count - offset);
    const owners = Array.from({ length: size }, (_, index) => ({
      id: randomUUID(),
      name: `Owner ${offset + index}`,
      email: `peak${offset + index}@peak.example`,
    }));
    await db.insert(users).values(owners);
    await db.insert(subscriptions).values(
      owners.map((owner) => ({
        userId: owner.id,
        provider: 'demo' as const,
        status: 'trialing' as const,
        parentCount: 1,
        familyMemberCount: 1,
      })),
    );
    const rows = owners.map((owner, index) => {
      const phone = peakPhone(offset + index);
      phones.push(phone);
      return {
        userId: owner.id,
        firstName: `Parent${offset + index}`,
        lastName: 'Peak',
        relationshipType: 'parent',
        phone,
        timezone: 'America/New_York',
        city: 'Town',
        state: 'Ohio',
        zipOrCounty: '00000',
        country: 'United States',
        messageTime: '09:00',
        personalityType: 'caring' as const,
      };
    });
    const inserted = await db.insert(parents).values(rows).returning();
    await db.insert(consents).values(
      inserted.map((parent) => ({
        userId: parent.userId,
        subjectType: 'parent' as const,
        subjectId: parent.id,
        phone: parent.phone,
        status: 'verified' as const,
        verifiedAt: new Date(0),
        verifiedFrom: parent.phone,
      })),
    );
  }
  return phones;
}
