import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  billingProviders,
  subscriptionStatuses,
  type BillingProvider,
  type SubscriptionStatus,
} from '@/shared/billing';
import { oneOf } from './one-of';
import { users } from './auth';

/**
 * The account's subscription as the payment provider last reported it (demo billing writes it
 * through the same code). One per account; the pages and the check-in engine read it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().$type<BillingProvider>().notNull(),
    providerCustomerId: text(),
    providerSubscriptionId: text().unique(),
    status: text().$type<SubscriptionStatus>().notNull(),
    trialEndsAt: timestamp({ withTimezone: true }),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** The quantities billed: parents and family members. */
    parentCount: integer().notNull(),
    familyMemberCount: integer().notNull(),
    /**
     * The subscription went from trialing or active to a status under which check-ins stop,
     * and the family has not been told yet (docs/product.md §2.12). Set by the write that stopped
     * it; cleared by the sweep that tells everyone, or by a write that makes it run again.
     */
    stopToAnnounce: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_stop_to_announce_idx')
      .on(table.userId)
      .where(sql`${table.stopToAnnounce}`),
    index('subscriptions_trial_ends_idx')
      .on(table.trialEndsAt)
      .where(sql`${table.status} = 'trialing'`),
    check('subscriptions_status_check', oneOf('status', subscriptionStatuses)),
    check('subscriptions_provider_check', oneOf('provider', billingProviders)),
  ],
);

/**
 * Payment-provider webhook events already handled, by the provider's event id: a redelivered
 * event is answered and ignored. Holds no account data.
 */
export const billingEvents = pgTable('billing_events', {
  eventId: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
