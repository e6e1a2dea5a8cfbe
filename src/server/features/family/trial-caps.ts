import { and, count, eq, sql } from 'drizzle-orm';
import { consumeLimits } from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import { familyMembers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { subscriptionStatusOf } from '../billing/service';
import { trialCapMessages, trialCaps } from '@/shared/trial-caps';

const DAY_SECONDS = 86_400;

/**
 * Called in the transaction that adds a parent or a family member, before the insert: refuses
 * the addition when an unpaid account is at its cap (src/shared/trial-caps.ts). The day's count
 * is kept apart from the rows, so removing and adding again does not get round it; a refused
 * or failed addition rolls its count back with the transaction.
 */
export async function checkTrialCap(
  tx: Database,
  userId: string,
  adding: 'parent' | 'familyMember',
  now = new Date(),
) {
  if ((await subscriptionStatusOf(tx, userId)) === 'active') return;
  // Two additions at once must not both pass the count below.
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  if (adding === 'familyMember') {
    const [row] = await tx
      .select({ total: count() })
      .from(familyMembers)
      .where(and(eq(familyMembers.userId, userId), eq(familyMembers.active, true)));
    if (Number(row?.total ?? 0) >= trialCaps.familyMembers)
      throw new AppError('conflict', trialCapMessages.familyMembers);
  }
  await consumeLimits(
    tx,
    [
      adding === 'parent'
        ? {
            key: `trial:parents-added:user:${userId}`,
            max: trialCaps.parentsAddedPerDay,
            windowSeconds: DAY_SECONDS,
            message: trialCapMessages.parents,
          }
        : {
            key: `trial:members-added:user:${userId}`,
            max: trialCaps.familyMembers,
            windowSeconds: DAY_SECONDS,
            message: trialCapMessages.familyMembers,
          },
    ],
    now,
  );
}
