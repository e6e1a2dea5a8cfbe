import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** An invitation e-mailed to a friend with the account's referral link. */
export const referralInvites = pgTable(
  'referral_invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendName: text().notNull(),
    /** Lower-cased, so a later sign-up with it is recognised. */
    friendEmail: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('referral_invites_user_idx').on(table.userId, table.sentAt)],
);

/**
 * The free month each side earns when a referred account's first paid period begins: one row
 * per referred account, so the reward is given once. Each side is credited when it can be (an
 * account without a subscription yet is credited when it gets one).
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    referredUserId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the referring account is deleted. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    earnedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    referrerCreditedAt: timestamp({ withTimezone: true }),
    referredCreditedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('referral_rewards_user_idx').on(table.userId)],
);
