import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  checkInStatuses,
  missedReasons,
  skipReasons,
  type CheckInStatus,
  type MissedReason,
  type SkipReason,
} from '@/shared/check-ins';
import { checkInWays, type CheckInBy } from '@/shared/family';
import { users } from './auth';
import { parents } from './family';
import { oneOf } from './one-of';
import { checkInStepKinds, type CheckInStep, type CheckInStepKind } from '@/shared/check-in-steps';

/**
 * One check-in per parent, local date and slot (one of the day's times): the engine's state. Its statuses and the moves
 * between them are the engine's rules (features/checkins/check-in-machine.ts); every move is an
 * update conditional on the current status, so a job that runs twice changes nothing the
 * second time. The database holds only the statuses the rules know.
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
    /**
     * Which of the day's check-ins (src/shared/check-in-times.ts): 0 for her first time, 1 and 2
     * for her more times, 3 for a weather warning's extra check-in.
     */
    slot: integer().notNull().default(0),
    status: text().$type<CheckInStatus>().notNull(),
    /** Why no text went out. */
    skipReason: text().$type<SkipReason>(),
    /** Sent from the dashboard before the scheduled time. */
    manual: boolean().notNull().default(false),
    /** How the day reaches the parent: a text (and a call if unanswered), or calls only. */
    checkInBy: text().$type<CheckInBy>().notNull().default('text'),
    /** Calls made this day: the follow-up call, or a call parent's first and second (at most 2). */
    callAttempt: integer().notNull().default(0),
    /** A call parent's first call, unanswered: how it ended (the second call's is missedReason). */
    retryReason: text().$type<MissedReason>(),
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
    /** How a silent day ended (no_response): what the family was told. */
    missedReason: text().$type<MissedReason>(),
    /**
     * Who took the alert in hand ("I'm on it"): the first of those told, as a recipient key
     * (`member:<id>` or `owner:<userId>`), with their name as the others were told it.
     */
    claimedBy: text(),
    claimedByName: text(),
    claimedAt: timestamp({ withTimezone: true }),
    /**
     * When a claim that brought no "SHE'S OK" within 60 minutes opened the alert to everyone
     * again (docs/product.md §2.15): once per day's alerts.
     */
    reopenedAt: timestamp({ withTimezone: true }),
    /**
     * When the parent's backup contacts were told of the alert, nobody having taken it in hand
     * within 15 minutes (docs/product.md §2.15): once per alert.
     */
    backupsToldAt: timestamp({ withTimezone: true }),
    /** Who closed the alert on the parent's behalf ("SHE'S OK"), and their note. */
    resolvedByName: text(),
    resolvedNote: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('check_ins_parent_date_slot_idx').on(table.parentId, table.localDate, table.slot),
    index('check_ins_user_idx').on(table.userId, table.createdAt),
    index('check_ins_follow_up_idx').on(table.followUpAt),
    // The alerts of the last 48 hours, which a family member's ON IT or SHE'S OK looks among:
    // only alerts, so it stays small however long the history grows.
    index('check_ins_alerted_idx')
      .on(table.alertedAt)
      .where(sql`${table.status} in ('needs_help', 'no_response', 'undeliverable')`),
    check('check_ins_status_check', oneOf('status', checkInStatuses)),
    check('check_ins_skip_reason_check', oneOf('skip_reason', skipReasons)),
    check('check_ins_missed_reason_check', oneOf('missed_reason', missedReasons)),
    check('check_ins_retry_reason_check', oneOf('retry_reason', missedReasons)),
    check('check_ins_check_in_by_check', oneOf('check_in_by', checkInWays)),
    check('check_ins_slot_check', sql`slot in (0, 1, 2, 3)`),
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
    /** One of src/shared/check-in-steps.ts's kinds; `detail` is that kind's. */
    kind: text().$type<CheckInStepKind>().notNull(),
    detail: jsonb().$type<CheckInStep['detail']>().notNull().default({}),
  },
  (table) => [
    index('check_in_events_check_in_idx').on(table.checkInId, table.at),
    index('check_in_events_user_idx').on(table.userId, table.at),
    check('check_in_events_kind_check', oneOf('kind', checkInStepKinds)),
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
