import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { familyMembers, parents } from '../../db/schema';

/** The family a subscription bills for: its parents and family members on the account now. */
export async function familySize(tx: Database, userId: string) {
  const [parentRow] = await tx
    .select({ total: count() })
    .from(parents)
    .where(and(eq(parents.userId, userId), eq(parents.active, true)));
  const [memberRow] = await tx
    .select({ total: count() })
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, userId), eq(familyMembers.active, true)));
  return { parents: Number(parentRow?.total ?? 0), familyMembers: Number(memberRow?.total ?? 0) };
}
