import { and, eq, inArray } from 'drizzle-orm';
import { readEmailLinkToken } from '../../channels/email/email-links';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { emailConsents, users } from '../../db/schema';

/**
 * The person behind an address agrees, by her link (no account needed). Opening it again
 * changes nothing; a person who had unsubscribed and confirms by her own link agrees again.
 * Returns false for a link that is not ours or whose account is gone.
 */
export async function confirmAddress(
  deps: { db: Database; clock: Clock; linkSecret: string },
  token: string,
): Promise<boolean> {
  const link = readEmailLinkToken(token, deps.linkSecret);
  if (link?.purpose !== 'confirm') return false;
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, link.userId));
    if (!account) return false;
    const now = deps.clock.now();
    await tx
      .insert(emailConsents)
      .values({ userId: link.userId, address: link.address, status: 'confirmed', confirmedAt: now })
      .onConflictDoNothing();
    // Already confirmed: left as it was, its time included.
    await tx
      .update(emailConsents)
      .set({ status: 'confirmed', confirmedAt: now, unsubscribedAt: null })
      .where(
        and(
          eq(emailConsents.userId, link.userId),
          eq(emailConsents.address, link.address),
          inArray(emailConsents.status, ['waiting', 'unsubscribed']),
        ),
      );
    return true;
  });
}
