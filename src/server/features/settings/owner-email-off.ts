import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountSettings, emailConsents, users } from '../../db/schema';

/**
 * The owner unsubscribed from her own e-mail (docs/product.md §3): she is told by text from now on,
 * and Settings shows it. Her texts still need her cell's Y; until then nothing reaches her.
 */
export async function ownerEmailOff(tx: Database, userId: string) {
  await tx
    .insert(accountSettings)
    .values({ userId, ownerNotices: 'sms' })
    .onConflictDoUpdate({
      target: accountSettings.userId,
      set: { ownerNotices: 'sms', updatedAt: new Date() },
    });
}

/** Whether the owner's own address unsubscribed from the account's e-mail. */
export async function ownerEmailUnsubscribed(db: Database, userId: string) {
  const [row] = await db
    .select({ status: emailConsents.status })
    .from(emailConsents)
    .innerJoin(users, eq(users.id, emailConsents.userId))
    .where(
      and(
        eq(emailConsents.userId, userId),
        sql`${emailConsents.address} = lower(${users.email})`,
        eq(emailConsents.status, 'unsubscribed'),
      ),
    );
  return row !== undefined;
}

/** The owner chose e-mail again, signed in: her own address agrees again. */
export async function ownerEmailOn(db: Database, userId: string) {
  await db.execute(
    sql`delete from email_consents e using users u
        where e.user_id = ${userId} and u.id = e.user_id and e.address = lower(u.email)`,
  );
}
