import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Where the owner is in the set-up wizard, so another device resumes at the same place. */
export const onboardingProgress = pgTable('onboarding_progress', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The sub-step to resume at. */
  step: text().notNull(),
  /** When the wizard's first test message was accepted for sending. */
  firstMessageSentAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
