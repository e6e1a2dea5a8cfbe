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
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { oneOf } from './one-of';

/**
 * Where a text stands. queued → sending → accepted (by the provider) → sent → delivered, or
 * undelivered | failed; blocked when the number opted out. `sending` is also the state of a text
 * whose last attempt's outcome is unknown: it is looked up at the provider before any new attempt.
 */
export const smsStatuses = [
  'queued',
  'sending',
  'accepted',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'blocked',
] as const;
export type SmsStatus = (typeof smsStatuses)[number];

/**
 * Every text the service sends, from the moment it is queued. The idempotency key is unique:
 * queueing the same logical message twice (a job that runs again) finds the first row.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    idempotencyKey: text().notNull().unique(),
    toNumber: text().notNull(),
    fromNumber: text().notNull(),
    body: text().notNull(),
    /** Who asked for it: checkin, consent, notification, compliance, test… */
    kind: text().notNull(),
    /** The account the text was sent for, if any: its message history and its data. */
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    /** Owner's correlation data (for example the check-in id), returned with status events. */
    context: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().$type<SmsStatus>().notNull().default('queued'),
    /** Compliance replies (the STOP confirmation) go to numbers that have just opted out. */
    allowOptedOut: boolean().notNull().default(false),
    providerSid: text().unique(),
    attempts: integer().notNull().default(0),
    errorCode: text(),
    errorMessage: text(),
    /**
     * When the next attempt may start: the sender's slot for a queued text, the end of the
     * running attempt's lease while one is sending, the retry's time after a failed attempt.
     */
    sendAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sendStartedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_messages_to_number_idx').on(table.toNumber, table.createdAt),
    index('sms_messages_user_idx').on(table.userId, table.createdAt),
    // The outbox: the texts still to be handed to the provider, in the order they fall due.
    index('sms_messages_outbox_idx')
      .on(table.sendAfter)
      .where(sql`status in ('queued', 'sending')`),
    check('sms_messages_status_check', oneOf('status', smsStatuses)),
  ],
);

/** Every text received, once: providers retry webhooks, so the provider sid is unique. */
export const inboundSms = pgTable(
  'inbound_sms',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerSid: text().notNull().unique(),
    fromNumber: text().notNull(),
    toNumber: text().notNull(),
    body: text().notNull(),
    /** What the channel made of it: opt_out, opt_in, help, or dispatched to an owner. */
    handledAs: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inbound_sms_from_number_idx').on(table.fromNumber, table.receivedAt)],
);

/** The opt-out registry: one row per number that ever said STOP (or START after it). */
export const phoneOptOuts = pgTable('phone_opt_outs', {
  phone: text().primaryKey(),
  optedOut: boolean().notNull(),
  keyword: text().notNull(),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per sending number, the next moment a text may leave it. Reserving a slot moves it forward
 * by 1/rate seconds, so a morning peak is spread over time across every worker process.
 */
export const smsSendSlots = pgTable('sms_send_slots', {
  fromNumber: text().primaryKey(),
  nextSlotAt: timestamp({ withTimezone: true }).notNull(),
});
