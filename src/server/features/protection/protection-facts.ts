import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consents, parents, phoneOptOuts, subscriptions } from '../../db/schema';

/**
 * What decides whether a parent is protected, read in one statement: her switch, her consent,
 * her number's opt-out and the account's subscription (the same facts the check-in sweep
 * decides a day by). Read only: each table has its own feature that writes it.
 */
export async function protectionFactsOf(
  db: Database,
  where: SQL | undefined,
  options: { limit?: number } = {},
) {
  const query = db
    .select({
      parentId: parents.id,
      userId: parents.userId,
      firstName: parents.firstName,
      lastName: parents.lastName,
      timezone: parents.timezone,
      phone: parents.phone,
      checkInBy: parents.checkInBy,
      checkInsEnabled: parents.checkInsEnabled,
      createdAt: parents.createdAt,
      consentStatus: consents.status,
      consentPhone: consents.phone,
      consentNextAt: consents.nextReminderAt,
      optedOut: phoneOptOuts.optedOut,
      subscriptionStatus: subscriptions.status,
    })
    .from(parents)
    .leftJoin(consents, and(eq(consents.subjectType, 'parent'), eq(consents.subjectId, parents.id)))
    .leftJoin(phoneOptOuts, eq(phoneOptOuts.phone, parents.phone))
    .leftJoin(subscriptions, eq(subscriptions.userId, parents.userId))
    .where(and(eq(parents.active, true), where))
    .orderBy(asc(parents.id));
  return options.limit ? query.limit(options.limit) : query;
}

export type ProtectionFacts = Awaited<ReturnType<typeof protectionFactsOf>>[number];
