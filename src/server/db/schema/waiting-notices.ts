import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languages, type Language } from '@/shared/languages';
import { users } from './auth';
import { oneOf } from './one-of';

/** Why the daily check-in stopped: billing (the subscription ended), or the account was deleted. */
export const stopReasons = ['billing', 'deleted'] as const;
export type StopReason = (typeof stopReasons)[number];
/**
 * What a waiting notice is: a stop, the wizard's welcome test asked for at night, or a parent's
 * check-ins paused or resuming (docs/product.md §2.14).
 */
export const noticeReasons = [...stopReasons, 'welcome', 'paused', 'resumed'] as const;
export type NoticeReason = (typeof noticeReasons)[number];

export const noticeChannels = ['sms', 'voice', 'email'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

/**
 * Notices that the daily check-in has stopped, and welcome test messages, waiting for 9:00 AM–8:00 PM where their
 * recipient lives (docs/product.md §2.12, §3). The row is the queue: a sweep on the service clock
 * hands each to its channel when its time comes, under the same idempotency key, and deletes
 * it. A deleted account's notices name no account: they are all that is left of it until sent.
 */
export const waitingNotices = pgTable(
  'waiting_notices',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The key its text, call or e-mail is queued under: one per stop, person and channel. */
    idempotencyKey: text().notNull().unique(),
    /** The account, for a stop for billing (gone with it); none once the account is deleted. */
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    reason: text().$type<NoticeReason>().notNull(),
    channel: text().$type<NoticeChannel>().notNull(),
    /** The number or address it goes to. */
    sendTo: text().notNull(),
    /** What a call speaks in, and the zone whose waking hours it waits for. */
    language: text().$type<Language>().notNull().default('en'),
    zone: text().notNull(),
    /** A text's or call's words ({ words }), or an e-mail's content (email-template.ts). */
    content: jsonb().$type<Record<string, unknown>>().notNull(),
    sendAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('waiting_notices_send_at_idx').on(table.sendAt),
    check('waiting_notices_reason_check', oneOf('reason', noticeReasons)),
    check('waiting_notices_channel_check', oneOf('channel', noticeChannels)),
    check('waiting_notices_language_check', oneOf('language', languages)),
  ],
);
