import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { backupPhoneKinds, type BackupPhoneKind } from '@/shared/backup-contacts';
import { users } from './auth';
import { parents } from './family';
import { oneOf } from './one-of';

/**
 * A parent's backup contacts (docs/product.md §2.15): a neighbour or friend near her, told of an
 * alert only when nobody in the family took it in hand within 15 minutes, by text to a cell or
 * by a call to a landline, once their phone agreed (a consent of subject `backup_contact`). At
 * most MAX_BACKUP_CONTACTS per parent. Owned by the backup-contacts feature.
 */
export const backupContacts = pgTable(
  'backup_contacts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    /** E.164 */
    phone: text().notNull(),
    phoneKind: text().$type<BackupPhoneKind>().notNull(),
    /** Optional; nothing is e-mailed to it yet (alerts reach a backup by phone). */
    email: text().notNull().default(''),
    country: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('backup_contacts_parent_id_idx').on(table.parentId),
    // An ON IT from a backup's phone is matched by its number.
    index('backup_contacts_phone_idx').on(table.phone),
    check('backup_contacts_phone_kind_check', oneOf('phone_kind', backupPhoneKinds)),
  ],
);
