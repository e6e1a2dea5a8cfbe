import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { backupContacts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { formatPhone, toE164 } from '@/shared/phone';
import {
  backupContactMessages,
  MAX_BACKUP_CONTACTS,
  type backupContactSchema,
} from '@/shared/backup-contacts';
import { consentRowFor, dropConsentOf, type ConsentService } from '../consent/service';
import {
  backupContactsOf,
  lockOwnParent,
  ownBackupContact,
  toDto,
  type BackupContactRow,
} from './backup-contact-rows';

type BackupContactFields = z.output<typeof backupContactSchema>;

const valuesOf = (input: BackupContactFields) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  phone: toE164(input.phone, input.country) ?? input.phone,
  phoneKind: input.phoneKind,
  email: input.email,
  country: input.country,
});

/**
 * A parent's backup contacts (docs/product.md §2.15, decision 048): the owner adds, edits and
 * removes them; each new number is asked to agree at once, by text or, for a landline, by call.
 */
export function createBackupContactService(deps: { db: Database; consent: ConsentService }) {
  const { db, consent } = deps;

  /**
   * Asks the contact's number to agree, now or at 9:00 AM their time. A number that cannot be
   * asked now (it replied STOP, a trial's sends are spent) keeps its consent pending: the
   * dashboard shows it, and the owner may send the request again from there.
   */
  async function askToAgree(userId: string, contact: BackupContactRow) {
    const consentId = await consentRowFor(db, {
      userId,
      subjectType: 'backup_contact',
      subjectId: contact.id,
      phone: contact.phone,
    });
    try {
      const asked = await consent.send(userId, consentId);
      return asked.status;
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  return {
    list: (userId: string, parentId: string) =>
      db.transaction(async (tx) => {
        await lockOwnParent(tx, userId, parentId);
        return backupContactsOf(tx, userId, parentId);
      }),

    async add(userId: string, parentId: string, input: BackupContactFields) {
      const created = await db.transaction(async (tx) => {
        await lockOwnParent(tx, userId, parentId);
        const [{ value: already } = { value: 0 }] = await tx
          .select({ value: count() })
          .from(backupContacts)
          .where(eq(backupContacts.parentId, parentId));
        if (already >= MAX_BACKUP_CONTACTS)
          throw new AppError('conflict', backupContactMessages.tooMany);
        const [row] = await tx
          .insert(backupContacts)
          .values({ userId, parentId, ...valuesOf(input) })
          .returning();
        return row!;
      });
      return toDto(created, await askToAgree(userId, created));
    },

    async update(userId: string, parentId: string, contactId: string, input: BackupContactFields) {
      const { before, after } = await db.transaction(async (tx) => {
        await lockOwnParent(tx, userId, parentId);
        const found = await ownBackupContact(tx, userId, parentId, contactId);
        const [updated] = await tx
          .update(backupContacts)
          .set({ ...valuesOf(input), updatedAt: new Date() })
          .where(eq(backupContacts.id, contactId))
          .returning();
        // Nothing goes to a new number on the old one's agreement; a cell that became a landline
        // agreed to texts, not calls. Either is asked afresh, as a new consent.
        if (updated!.phone !== found.phone || updated!.phoneKind !== found.phoneKind)
          await dropConsentOf(tx, 'backup_contact', contactId);
        return { before: found, after: updated! };
      });
      const asked = before.phone !== after.phone || before.phoneKind !== after.phoneKind;
      if (asked) return toDto(after, await askToAgree(userId, after));
      const listed = await backupContactsOf(db, userId, parentId);
      return listed.find((contact) => contact.id === contactId)!;
    },

    async remove(userId: string, parentId: string, contactId: string) {
      await db.transaction(async (tx) => {
        await lockOwnParent(tx, userId, parentId);
        await ownBackupContact(tx, userId, parentId, contactId);
        await tx.delete(backupContacts).where(eq(backupContacts.id, contactId));
      });
    },
  };
}

/**
 * A parent's backup contacts as the alert's page names them (docs/product.md §2.15): who to call
 * when she does not answer. Read only for the people already told of her open alert.
 */
export async function nearbyOf(db: Database, parentId: string) {
  const rows = await db
    .select()
    .from(backupContacts)
    .where(eq(backupContacts.parentId, parentId))
    .orderBy(asc(backupContacts.createdAt), asc(backupContacts.id));
  return rows.map((row) => ({
    name: `${row.firstName} ${row.lastName}`.trim(),
    e164: row.phone,
    reading: formatPhone(row.phone),
  }));
}

export type BackupContactService = ReturnType<typeof createBackupContactService>;
