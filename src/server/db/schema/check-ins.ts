import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { parents } from './family';

/**
 * One check-in per parent per local date: the engine's state. Every transition is an update
 * conditional on the current status, so a job that runs twice changes nothing the second time.
 *
 * skipped, or awaiting (text out) → ok | needs_help | stopped | undeliverable | calling;
 * calling → ok | needs_help | no_response. A late reply turns no_response or undeliverable
 * into ok or needs_help.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    /** The parent's local calendar date, YYYY-MM-DD. */
    localDate: text().notNull(),
    status: text().notNull(),
    /** Why no text went out: consent, opted_out, subscription, disabled. */
    skipReason: text(),
    /** Sent from the dashboard before the scheduled time. */
    manual: boolean().notNull().default(false),
    smsMessageId: uuid(),
    body: text(),
    sentAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    /** When the follow-up call is due if no reply has come. */
    followUpAt: timestamp({ withTimezone: true }),
    callId: uuid(),
    respondedAt: timestamp({ withTimezone: true }),
    /** sms or voice */
    responseChannel: text(),
    responseBody: text(),
    /** When the family was alerted (NO, no response, undeliverable). */
    alertedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('check_ins_parent_date_idx').on(table.parentId, table.localDate),
    index('check_ins_user_idx').on(table.userId, table.createdAt),
    index('check_ins_follow_up_idx').on(table.followUpAt),
  ],
);

/** Everything that happened to a check-in, in order: what the dashboard and reports read. */
export const checkInEvents = pgTable(
  'check_in_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    checkInId: uuid()
      .notNull()
      .references(() => checkIns.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull(),
    /** created, skipped, sent, delivered, reply, call_placed, call_result, family_told, … */
    kind: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('check_in_events_check_in_idx').on(table.checkInId, table.at),
    index('check_in_events_user_idx').on(table.userId, table.at),
  ],
);

/** One weekly report per account per week (keyed by the Sunday it covers up to). */
export const weeklyReports = pgTable(
  'weekly_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The local date of the Sunday ending the week, YYYY-MM-DD. */
    weekEnding: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('weekly_reports_user_week_idx').on(table.userId, table.weekEnding)],
);
