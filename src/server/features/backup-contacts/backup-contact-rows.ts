import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { backupContacts, consents, parents } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { BackupContactDto } from '@/shared/backup-contacts';

export type BackupContactRow = typeof backupContacts.$inferSelect;

const notFound = (what: string) => new AppError('not_found', `No such ${what}.`);

/**
 * The parent, if she is this owner's, locked for the rest of the transaction: two adds at once
 * for one parent count her backups one after the other. Another owner's parent is as unknown as
 * a missing one.
 */
export async function lockOwnParent(tx: Database, userId: string, parentId: string) {
  const [parent] = await tx
    .select({ id: parents.id })
    .from(parents)
    .where(and(eq(parents.id, parentId), eq(parents.userId, userId), eq(parents.active, true)))
    .for('update');
  if (!parent) throw notFound('parent');
}

/** Her backup contact, if it is this owner's and hers. */
export async function ownBackupContact(
  db: Database,
  userId: string,
  parentId: string,
  contactId: string,
) {
  const [contact] = await db
    .select()
    .from(backupContacts)
    .where(
      and(
        eq(backupContacts.id, contactId),
        eq(backupContacts.userId, userId),
        eq(backupContacts.parentId, parentId),
      ),
    );
  if (!contact) throw notFound('backup contact');
  return contact;
}

/** Her backup contacts in the order added, each with whether their current number agreed. */
export async function backupContactsOf(
  db: Database,
  userId: string,
  parentId: string,
): Promise<BackupContactDto[]> {
  const rows = await db
    .select({
      contact: backupContacts,
      // A consent for an earlier number is not this number's.
      status: sql<string | null>`case when ${consents.phone} = ${backupContacts.phone}
        then ${consents.status} end`,
    })
    .from(backupContacts)
    .leftJoin(
      consents,
      and(eq(consents.subjectType, 'backup_contact'), eq(consents.subjectId, backupContacts.id)),
    )
    .where(and(eq(backupContacts.userId, userId), eq(backupContacts.parentId, parentId)))
    .orderBy(asc(backupContacts.createdAt), asc(backupContacts.id));
  return rows.map(({ contact, status }) => toDto(contact, status));
}

export function toDto(contact: BackupContactRow, status: string | null): BackupContactDto {
  return {
    id: contact.id,
    parentId: contact.parentId,
    firstName: contact.firstName,
    lastName: contact.lastName,
    phone: contact.phone,
    phoneKind: contact.phoneKind,
    email: contact.email,
    country: contact.country,
    consentStatus:
      status === 'sent' || status === 'verified' || status === 'failed' ? status : 'pending',
    createdAt: contact.createdAt.toISOString(),
  };
}
