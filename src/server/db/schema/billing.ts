import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The account's subscription as the payment provider last reported it (demo billing writes it
 * through the same code). One per account; the pages and the check-in engine read it.
 */
export const subscriptions = pgTable('subscriptions', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** demo or stripe */
  provider: text().notNull(),
  providerCustomerId: text(),
  providerSubscriptionId: text().unique(),
  /** trialing, active, past_due, canceled, unpaid, incomplete, incomplete_expired, paused */
  status: text().notNull(),
  trialEndsAt: timestamp({ withTimezone: true }),
  currentPeriodEnd: timestamp({ withTimezone: true }),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  /** The quantities billed: parents and family members. */
  parentCount: integer().notNull(),
  familyMemberCount: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payment-provider webhook events already handled, by the provider's event id: a redelivered
 * event is answered and ignored. Holds no account data.
 */
export const billingEvents = pgTable('billing_events', {
  eventId: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
