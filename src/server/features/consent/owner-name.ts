import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';

/** The name a consent request gives for the account's owner. */
export async function ownerNameOf(db: Database, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (profile) return `${profile.firstName} ${profile.lastName}`.trim();
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name || 'Your family';
}
