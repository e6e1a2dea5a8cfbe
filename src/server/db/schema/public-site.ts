import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** People waiting for the "with Love" conversation toolkit. */
export const waitlistEntries = pgTable('waitlist_entries', {
  email: text().primaryKey(),
  /** Set when a signed-in owner joined. */
  userId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Blog newsletter subscribers, with double opt-in: pending until the e-mailed link is opened.
 * Both tokens are stored only as SHA-256 hashes.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  /** pending → confirmed → unsubscribed (and back to pending on a new sign-up). */
  status: text().notNull().default('pending'),
  confirmTokenHash: text().unique(),
  unsubscribeTokenHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp({ withTimezone: true }),
  unsubscribedAt: timestamp({ withTimezone: true }),
});
