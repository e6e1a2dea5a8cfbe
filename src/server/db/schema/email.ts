import { integer, jsonb, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { users } from './auth';

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
    /** queued → sending → sent | failed */
    status: text().notNull().default('queued'),
    /** smtp or local: which transport carried it. */
    transport: text(),
    providerMessageId: text(),
    attempts: integer().notNull().default(0),
    errorMessage: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('emails_created_at_idx').on(table.createdAt),
    index('emails_user_idx').on(table.userId),
  ],
);
