import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { parents } from './family';

/**
 * A parent on the account who is not protected (no daily check-in goes out: no verified
 * consent, schedule off, opted out, no serving subscription), and when the owner is next
 * reminded (docs/product.md §2.12, decision 037). The row is written by the reminder sweep when it
 * first finds the parent so, and deleted when it finds her protected again; removing the
 * parent removes it.
 */
export const protectionReminders = pgTable(
  'protection_reminders',
  {
    parentId: uuid()
      .primaryKey()
      .references(() => parents.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the sweep first found the parent not protected (this stretch). */
    notProtectedSince: timestamp({ withTimezone: true }).notNull(),
    /** When the owner is next reminded; brought into 9:00 AM–8:00 PM in the owner's zone. */
    nextReminderAt: timestamp({ withTimezone: true }).notNull(),
    remindersSent: integer().notNull().default(0),
    lastRemindedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('protection_reminders_due_idx').on(table.nextReminderAt),
    index('protection_reminders_user_idx').on(table.userId),
  ],
);
