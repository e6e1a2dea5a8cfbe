import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsMessages } from '../../db/schema';
import type { ProviderSmsStatus } from './sms-provider';

export type SmsMessage = typeof smsMessages.$inferSelect;
export type SmsStatus =
  'queued' | 'sending' | 'accepted' | 'sent' | 'delivered' | 'undelivered' | 'failed' | 'blocked';

// A status only ever moves forward: status callbacks can arrive late and out of order.
const statusRank: Record<SmsStatus, number> = {
  queued: 0,
  sending: 1,
  accepted: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
  blocked: 4,
};

export function fromProviderStatus(status: ProviderSmsStatus): SmsStatus {
  if (status === 'accepted' || status === 'queued' || status === 'sending') return 'accepted';
  return status;
}

export interface NewSms {
  idempotencyKey: string;
  toNumber: string;
  fromNumber: string;
  body: string;
  kind: string;
  context: Record<string, unknown>;
  userId: string | null;
  allowOptedOut: boolean;
  status: 'queued' | 'blocked';
  sendAfter: Date;
  /** The service clock's time; the database's own when absent. */
  createdAt?: Date;
}

/** Inserts the message, or returns the one already queued under the same key. */
export async function insertSms(db: Database, message: NewSms & { id?: string }) {
  const [inserted] = await db
    .insert(smsMessages)
    .values(message)
    .onConflictDoNothing({ target: smsMessages.idempotencyKey })
    .returning();
  if (inserted) return { message: inserted, created: true };
  const [existing] = await db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.idempotencyKey, message.idempotencyKey));
  if (!existing) throw new Error(`sms ${message.idempotencyKey} vanished during insert`);
  return { message: existing, created: false };
}

/** Inserts a batch; returns the rows it created (a key already stored is left as it was). */
export async function insertSmsMany(db: Database, messages: (NewSms & { id?: string })[]) {
  if (messages.length === 0) return [];
  return db
    .insert(smsMessages)
    .values(messages)
    .onConflictDoNothing({ target: smsMessages.idempotencyKey })
    .returning();
}

export async function findSms(db: Database, id: string) {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
  return row;
}

/** Claims the message for a send attempt; undefined when another attempt finished it. */
export async function markSending(db: Database, id: string) {
  const [row] = await db
    .update(smsMessages)
    .set({
      status: 'sending',
      attempts: sql`${smsMessages.attempts} + 1`,
      sendStartedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(smsMessages.id, id), inArray(smsMessages.status, ['queued', 'sending'])))
    .returning();
  return row;
}

/** Delivery reports can overtake the provider's reply to our request: keep the sid on its own. */
export async function recordSmsSid(db: Database, id: string, providerSid: string) {
  await db
    .update(smsMessages)
    .set({ providerSid })
    .where(and(eq(smsMessages.id, id), isNull(smsMessages.providerSid)));
}

/**
 * Moves a message to `status` if that is a step forward, recording the provider's sid and
 * error. Returns the updated row, or undefined when the status was not newer.
 */
export async function advanceSmsStatus(
  db: Database,
  match: { id?: string; providerSid?: string },
  status: SmsStatus,
  details: { providerSid?: string; errorCode?: string; errorMessage?: string; at?: Date } = {},
) {
  const lowerStatuses = (Object.keys(statusRank) as SmsStatus[]).filter(
    (candidate) => statusRank[candidate] < statusRank[status],
  );
  const at = details.at ?? new Date();
  const identity = [
    match.id ? eq(smsMessages.id, match.id) : undefined,
    match.providerSid ? eq(smsMessages.providerSid, match.providerSid) : undefined,
  ].filter((condition) => condition !== undefined);
  if (identity.length === 0) return undefined;
  const [row] = await db
    .update(smsMessages)
    .set({
      status,
      ...(details.providerSid ? { providerSid: details.providerSid } : {}),
      ...(details.errorCode ? { errorCode: details.errorCode } : {}),
      ...(details.errorMessage ? { errorMessage: details.errorMessage } : {}),
      ...(status === 'sent' ? { sentAt: at } : {}),
      ...(status === 'delivered' ? { deliveredAt: at } : {}),
      updatedAt: at,
    })
    .where(and(or(...identity), inArray(smsMessages.status, lowerStatuses)))
    .returning();
  return row;
}
