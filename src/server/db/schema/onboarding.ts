import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { onboardingSteps, type OnboardingStep } from '@/shared/onboarding';
import { oneOf } from './one-of';
import { users } from './auth';

/** Where the owner is in the set-up wizard, so another device resumes at the same place. */
export const onboardingProgress = pgTable(
  'onboarding_progress',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sub-step to resume at. */
    step: text().$type<OnboardingStep>().notNull(),
    /** When the wizard's first test message was accepted for sending. */
    firstMessageSentAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('onboarding_progress_step_check', oneOf('step', onboardingSteps))],
);
