import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import type { accountSchema } from '@/shared/family';
import { e164 } from './family-writes';

type Account = z.output<typeof accountSchema>;

/** The owner's own details (the account step): name, cell, address. */
export function ownerProfileOperations(db: Database) {
  return {
    async getProfile(userId: string) {
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return profile ?? null;
    },

    async firstNameOf(userId: string) {
      const [profile] = await db
        .select({ firstName: profiles.firstName })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return profile?.firstName || null;
    },

    async saveProfile(userId: string, input: Account) {
      const values = {
        ...input,
        cellPhone: e164(input.cellPhone, input.country),
        updatedAt: new Date(),
      };
      const [saved] = await db
        .insert(profiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: profiles.userId, set: values })
        .returning();
      return saved!;
    },
  };
}
