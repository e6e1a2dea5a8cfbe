import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { parents } from './family';

/**
 * A parent's more check-in times (docs/product.md §2.13): slots 1 and 2 of her day. Slot 0, her
 * first time, is the parent's own `message_time`. Each runs the whole loop on its own; its text
 * opens with the owner's `message`, or the usual words when it is empty.
 */
export const checkInTimes = pgTable(
  'check_in_times',
  {
    parentId: uuid()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: integer().notNull(),
    /** HH:MM in the parent's time zone. */
    messageTime: text().notNull(),
    message: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.parentId, table.slot] }),
    check('check_in_times_slot_check', sql`slot in (1, 2)`),
  ],
);
