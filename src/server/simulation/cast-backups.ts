import { and, exists, gt, inArray, isNull, min, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { backupContacts, checkIns } from '../db/schema';
import { BACKUPS_TOLD_AFTER_MINUTES } from '../features/checkins/alert-rules';
import { insertAgreedConsent } from '../test/seed-rows';
import type { CastParent } from './cast';

/**
 * Backup contacts in the cast (docs/product.md §2.15): every third parent has a neighbour whose
 * cell agreed long ago. Chosen by position, not drawn, so a seed's other draws stay as they were;
 * their numbers (555-02xx) are apart from everyone else's.
 */
export async function insertCastBackups(db: Database, parents: CastParent[]) {
  for (const [index, parent] of parents.entries()) {
    if ((index + 1) % 3 !== 0) continue;
    const phone = `+1${200 + Math.floor((index + 1) / 100)}55502${String((index + 1) % 100).padStart(2, '0')}`;
    const [backup] = await db
      .insert(backupContacts)
      .values({
        userId: parent.userId,
        parentId: parent.id,
        firstName: `Neighbour${index + 1}`,
        lastName: 'Sim',
        phone,
        phoneKind: 'cell',
        country: 'United States',
      })
      .returning();
    await insertAgreedConsent(db, parent.userId, 'backup_contact', backup!.id, phone);
    parent.backup = { key: `backup:${backup!.id}`, phone };
  }
}

/**
 * When the follow-up sweep next tells a parent's backups of an alert nobody took in hand: 15
 * minutes after the oldest such alert of the last 48 hours (follow-up.ts).
 */
export async function nextBackupsDue(db: Database, now: number) {
  const [oldest] = await db
    .select({ at: min(checkIns.alertedAt) })
    .from(checkIns)
    .where(
      and(
        inArray(checkIns.status, ['needs_help', 'no_response', 'undeliverable']),
        isNull(checkIns.claimedBy),
        isNull(checkIns.reopenedAt),
        isNull(checkIns.backupsToldAt),
        gt(checkIns.alertedAt, new Date(now - 48 * 60 * 60_000)),
        exists(
          db
            .select({ one: sql`1` })
            .from(backupContacts)
            .where(eq(backupContacts.parentId, checkIns.parentId)),
        ),
      ),
    );
  return oldest?.at
    ? new Date(oldest.at).getTime() + BACKUPS_TOLD_AFTER_MINUTES * 60_000
    : undefined;
}
