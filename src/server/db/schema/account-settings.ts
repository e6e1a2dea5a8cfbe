import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The account's check-in settings; an account without a row has the defaults. */
export const accountSettings = pgTable('account_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Minutes from delivery of the text to the follow-up call: 30 or 60. */
  followUpDelayMinutes: integer().notNull().default(60),
  /** How a parent may answer the call: keypad, voice or both. */
  voiceResponse: text().notNull().default('both'),
  /** Whether an unanswered text is followed by a call at all. */
  voiceEnabled: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
