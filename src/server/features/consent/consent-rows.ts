import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consents } from '../../db/schema';
import type { ConsentSubject } from './consent-subject';

/** What a consent returns to before a number is asked: pending, nothing sent or agreed. */
export const freshConsent = {
  status: 'pending',
  reminderCount: 0,
  wording: null,
  requestedAt: null,
  sentAt: null,
  nextReminderAt: null,
  verifiedAt: null,
  verifiedFrom: null,
  failedReason: null,
  replyCode: null,
} as const;

/**
 * A person's consent row, created pending for their number (or made fresh when the number
 * changed, as listing does), so it can be asked at once: a backup contact is asked as soon as
 * the owner adds them. Answers its id.
 */
export async function consentRowFor(
  tx: Database,
  subject: { userId: string; subjectType: ConsentSubject; subjectId: string; phone: string },
) {
  await tx
    .insert(consents)
    .values(subject)
    .onConflictDoUpdate({
      target: [consents.subjectType, consents.subjectId],
      set: { ...freshConsent, phone: subject.phone },
      setWhere: sql`${consents.phone} <> ${subject.phone}`,
    });
  const [row] = await tx
    .select({ id: consents.id })
    .from(consents)
    .where(
      and(eq(consents.subjectType, subject.subjectType), eq(consents.subjectId, subject.subjectId)),
    );
  return row!.id;
}

/**
 * A backup contact's new number (or a cell that became a landline) is asked as a new consent,
 * with an id of its own: a request keyed by the old row's id and count would be taken for the old
 * number's first and never sent. Its old agreement no longer covers anything.
 */
export async function dropConsentOf(tx: Database, subjectType: ConsentSubject, subjectId: string) {
  await tx
    .delete(consents)
    .where(and(eq(consents.subjectType, subjectType), eq(consents.subjectId, subjectId)));
}
