import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What the simulated phone network carried, as the real provider would keep it: texts to and
 * from each phone, and calls with their state. The phone simulator page reads only this.
 * Local mode only; never written in production.
 */
export const simulatorEvents = pgTable(
  'simulator_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The provider-style id: SM… for texts, CA… for calls. */
    sid: text().notNull().unique(),
    kind: text().notNull(),
    /** to_phone (the service texted or called the person) or from_phone (the person texted). */
    direction: text().notNull(),
    /** The person's number: the thread this event belongs to. */
    phone: text().notNull(),
    serviceNumber: text().notNull(),
    body: text().notNull(),
    /** The idempotency key the service sent with it, for reconciliation. */
    clientReference: text(),
    /** Texts: queued, delivered, undelivered. Calls: ringing, in-progress, completed, no-answer, busy. */
    state: text().notNull(),
    /**
     * A call: the language the service spoke and listened in (the TwiML's, e.g. es-US), as the
     * provider's call log shows it. Null for texts and for calls nobody answered.
     */
    language: text(),
    /** Where the simulated provider reports to: status callback, and for calls the answer URL. */
    callbacks: jsonb().$type<{ statusCallbackUrl: string; answerUrl?: string }>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('simulator_events_phone_idx').on(table.phone, table.createdAt),
    // Reconciliation looks a send up by the service's idempotency key.
    index('simulator_events_client_reference_idx').on(table.clientReference),
  ],
);
