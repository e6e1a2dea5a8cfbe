import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import type { Language } from '@/shared/languages';
import { isPlainName } from '@/shared/plain-name';

/** The neutral words, in the language of the text or call they go into. */
const neutralNames: Record<Language, string> = { en: 'Your family', es: 'Su familia' };

/** True for the neutral words that stand in for an owner with no plain name. */
export const isNeutralOwnerName = (name: string) => Object.values(neutralNames).includes(name);

/**
 * The name a consent request gives for the account's owner. Only a plain name goes into a
 * stranger's text (docs/product.md §3): the sign-up display name is not held to that rule, nor is a
 * profile saved before it, so anything else gives the neutral words.
 */
export async function ownerNameOf(db: Database, userId: string, language: Language = 'en') {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const [user] = profile
    ? []
    : await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const parts = profile
    ? [profile.firstName, profile.lastName].filter(Boolean)
    : [user?.name ?? ''];
  return parts.every(isPlainName) ? parts.join(' ').trim() : neutralNames[language];
}
