import { and, eq, getTableColumns, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { columnsAs, insertJsonRows } from '../../db/json-rows';
import { smsMessages } from '../../db/schema';
import { smsStatuses, type SmsStatus } from '../../db/schema/sms';
import { optedOutIn } from './opt-outs';
import type { ProviderSmsStatus } from './sms-provider';

export type { SmsStatus };
export type SmsMessage = typeof smsMessages.$inferSelect;

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
  status: 'queued' | 'blocked' | SQL<'queued' | 'blocked'>;
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

/**
 * Inserts a batch; returns the id and status of each row it created (a key already stored is
 * left as it was). A queued text to a number that opted out is stored as blocked, unless it may
 * go to such a number: the insert reads the opt-out registry itself, one statement, not two.
 */
export async function insertSmsMany(db: Database, messages: (NewSms & { id?: string })[]) {
  if (messages.length === 0) return [];
  return insertJsonRows(db, smsMessages, messages as (typeof smsMessages.$inferInsert)[], {
    conflictTarget: ['idempotencyKey'],
    returning: ['id', 'status'],
    computed: {
      status: sql`case when x.status = 'queued' and not x.allow_opted_out
        and ${optedOutIn(sql`x.to_number`)} then 'blocked' else x.status end`,
    },
  });
}

export async function findSms(db: Database, id: string) {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
  return row;
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
  const lowerStatuses = smsStatuses.filter(
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

/** A text claimed for a send attempt, with what the attempt has to know besides the row. */
export interface ClaimedSms {
  message: SmsMessage;
  /** The number has opted out (checked in the claim itself, so no text slips past a STOP). */
  optedOut: boolean;
}

/**
 * Claims up to `limit` texts whose time has come, oldest first, for one send attempt each: in
 * one statement, skipping rows another worker is claiming at the same moment, so any number
 * of workers share the outbox and no text is claimed twice. A claimed text stays `sending`
 * with its `sendAfter` moved to `leaseUntil`; if the worker dies with it, another claims it
 * again after that and finds `attempts` above 1, the sign to look the text up at the provider
 * before sending it again.
 */
export async function claimDueSms(
  db: Database,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedSms[]> {
  // Texts due at the same moment go in the order they were written: a text's xmin is the
  // transaction that wrote it (or last tried it), and transactions are numbered as they start.
  // Without it two texts to one phone queued in the same instant (no send rate, or the same
  // slot) went in any order: a pause's notice could reach the family after the notice of its end.
  const written = sql<string>`${smsMessages}.xmin::text::bigint`;
  const due = db
    .select({ id: smsMessages.id, dueAt: smsMessages.sendAfter, written: written.as('written') })
    .from(smsMessages)
    .where(
      and(
        inArray(smsMessages.status, ['queued', 'sending']),
        lte(smsMessages.sendAfter, options.now),
      ),
    )
    .orderBy(smsMessages.sendAfter, written)
    .limit(options.limit)
    .for('update', { skipLocked: true })
    .as('due');
  const rows = await db
    .update(smsMessages)
    .set({
      status: 'sending',
      attempts: sql`${smsMessages.attempts} + 1`,
      // The first attempt's start: a lookup at the provider searches from there.
      sendStartedAt: sql`coalesce(${smsMessages.sendStartedAt}, ${options.now.toISOString()}::timestamptz)`,
      sendAfter: options.leaseUntil,
      updatedAt: options.now,
    })
    .from(due)
    .where(eq(smsMessages.id, due.id))
    .returning({
      ...getTableColumns(smsMessages),
      optedOut: optedOutIn(sql`${smsMessages.toNumber}`),
      dueAt: due.dueAt,
      written: due.written,
    });
  // An update's rows come back in no set order: sent in the order they fell due and were written.
  return rows
    .sort(
      (a, b) =>
        new Date(a.dueAt).getTime() - new Date(b.dueAt).getTime() ||
        Number(a.written) - Number(b.written),
    )
    .map(({ optedOut, dueAt: _dueAt, written: _written, ...message }) => ({
      message,
      optedOut: Boolean(optedOut),
    }));
}

/** What one attempt came to, for `recordSmsOutcomes`. */
export interface SmsOutcome {
  id: string;
  /** The claim's attempt number: a stale worker's outcome cannot overwrite a newer attempt's. */
  attempt: number;
  /** `sending` with `retryAt`: the outcome is unknown or the provider failed; try again then. */
  status: SmsStatus;
  providerSid?: string;
  errorCode?: string;
  errorMessage?: string;
  retryAt?: Date;
}

const rankCase = (column: string) =>
  sql.raw(
    `(case ${column} ${Object.entries(statusRank)
      .map(([status, rank]) => `when '${status}' then ${rank}`)
      .join(' ')} end)`,
  );

/**
 * Records a batch of attempts' outcomes in one statement. A status only moves forward (a
 * delivery report may have overtaken the provider's answer); the provider's sid is kept
 * whenever the row has none. Returns the rows whose status became the outcome's.
 */
export async function recordSmsOutcomes(db: Database, outcomes: SmsOutcome[], now: Date) {
  if (outcomes.length === 0) return [];
  // One JSON parameter for the batch, not seven a row (see insertJsonRows).
  const json = JSON.stringify(
    outcomes.map((outcome) => ({
      id: outcome.id,
      attempt: outcome.attempt,
      status: outcome.status,
      provider_sid: outcome.providerSid ?? null,
      error_code: outcome.errorCode ?? null,
      error_message: outcome.errorMessage ?? null,
      retry_at: outcome.retryAt ?? null,
    })),
  );
  const moved = await selectRows<SmsMessage>(
    db,
    sql`update sms_messages s set
          status = case when ${rankCase('v.status')} > ${rankCase('s.status')}
            then v.status else s.status end,
          provider_sid = coalesce(s.provider_sid, v.provider_sid),
          error_code = coalesce(v.error_code, s.error_code),
          error_message = coalesce(v.error_message, s.error_message),
          send_after = case when s.status = 'sending' and v.retry_at is not null
            then v.retry_at else s.send_after end,
          sent_at = case when v.status = 'sent' and ${rankCase('s.status')} < 3
            then ${now.toISOString()}::timestamptz else s.sent_at end,
          delivered_at = case when v.status = 'delivered' and ${rankCase('s.status')} < 4
            then ${now.toISOString()}::timestamptz else s.delivered_at end,
          updated_at = ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${json}::jsonb) as v(id uuid, attempt int, status text,
          provider_sid text, error_code text, error_message text, retry_at timestamptz)
        where s.id = v.id and s.attempts = v.attempt
        returning ${columnsAs(smsMessages, 's')}`,
  );
  const wanted = new Map(outcomes.map((outcome) => [outcome.id, outcome.status]));
  return moved
    .map((row) => ({ ...row, ...datesOf(row) }))
    .filter((row) => row.status === wanted.get(row.id) && row.status !== 'sending');
}

// Raw rows carry timestamps as the driver gives them; the rest of the code reads Dates.
function datesOf(row: SmsMessage) {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    sendAfter: new Date(row.sendAfter),
    sendStartedAt: date(row.sendStartedAt),
    sentAt: date(row.sentAt),
    deliveredAt: date(row.deliveredAt),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}

/** When the next text of the outbox falls due (a slot, a retry, a lease's end), if any does. */
export async function nextSmsDue(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<Date | string>`min(${smsMessages.sendAfter})` })
    .from(smsMessages)
    .where(inArray(smsMessages.status, ['queued', 'sending']));
  return row?.at ? new Date(row.at) : undefined;
}
