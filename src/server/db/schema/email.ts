import {
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
import { emailConsentStatuses, type EmailConsentStatus } from '@/shared/email-consent';
import { users } from './auth';
import { oneOf } from './one-of';

/**
 * Every e-mail the service sends. With the local transport this table is the dev mailbox;
 * with SMTP it is the outbox and its history.
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid().primaryKey().defaultRandom(),
    idempotencyKey: text().notNull().unique(),
    toAddress: text().notNull(),
    fromAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    kind: text().notNull(),
    /** The account the e-mail was sent for, if any (sign-in links have none): its data. */
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    context: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /**
     * queued → sending → sent | failed; or held: never handed to the transport, because the
     * address has not agreed to this account's e-mail (docs/product.md §3). Why is in errorMessage.
     */
    status: text().notNull().default('queued'),
    /** smtp or local: which transport carried it. */
    transport: text(),
    providerMessageId: text(),
    attempts: integer().notNull().default(0),
    errorMessage: text(),
    /** RFC 8058 one-click unsubscribe link sent in the headers; null for sign-in links. */
    listUnsubscribeUrl: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('emails_created_at_idx').on(table.createdAt),
    index('emails_user_idx').on(table.userId),
  ],
);

/**
 * An address's agreement to one account's e-mail (docs/product.md §3), keyed by the address, so a
 * family member and, later, a backup contact at the same mailbox share it. Written by the
 * e-mail consent feature; read by the e-mail channel, which holds what may not go.
 */
export const emailConsents = pgTable(
  'email_consents',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    address: text().notNull(),
    status: text().$type<EmailConsentStatus>().notNull().default('waiting'),
    /** When the one confirmation e-mail was queued; null while the daily caps hold it back. */
    requestedAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_consents_account_address_idx').on(table.userId, table.address),
    // The confirmations one address was sent lately, whatever the account (the daily cap).
    index('email_consents_address_idx').on(table.address, table.requestedAt),
    check('email_consents_status_check', oneOf('status', emailConsentStatuses)),
  ],
);
