import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertJsonRows } from '../../db/json-rows';
import { emails } from '../../db/schema';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../logger';
import type { EmailTransport } from './email-transport';
import { ruleOf, type EmailKind, type EmailRule } from './email-kinds';
import { emailLinkToken, unsubscribePath } from './email-links';
import { renderEmail, type EmailContent } from './email-template';
import { heldReason } from './held-reason';
import { isSingleMailbox } from './single-mailbox';
import { messageOf } from '../unanswered-request';

export const SEND_EMAIL_JOB = 'email-send';
const SEND_RETRY_LIMIT = 5;

export type Email = typeof emails.$inferSelect;

export interface QueueEmailInput {
  idempotencyKey: string;
  to: string;
  /** Decides who may receive it and whether it can be unsubscribed from (email-kinds.ts). */
  kind: EmailKind;
  content: EmailContent;
  context?: Record<string, unknown>;
  /** The account it is sent for: its message history, its data export and deletion. */
  userId?: string;
}

export interface EmailChannelOptions {
  db: Database;
  queue: JobQueue;
  transport: EmailTransport;
  logger: Logger;
  from: string;
  /** Where the one-click unsubscribe links point. */
  publicUrl: string;
  /** Signs those links (email-links.ts). */
  linkSecret: string;
}

/** E-mail out: stored, then sent by a worker with retries. */
export class EmailChannel {
  constructor(private readonly options: EmailChannelOptions) {}

  get transportName() {
    return this.options.transport.name;
  }

  /**
   * The one-click unsubscribe link of an e-mail (RFC 8058), for every kind but sign-in links:
   * for the account it is sent for, the newsletter, or no account.
   */
  private unsubscribeUrlOf(input: QueueEmailInput) {
    const rule = ruleOf(input.kind);
    if (rule === 'sign-in') return null;
    const token = emailLinkToken(
      rule === 'newsletter'
        ? { purpose: 'unsubscribe', scope: 'newsletter', address: input.to }
        : input.userId
          ? { purpose: 'unsubscribe', scope: 'account', userId: input.userId, address: input.to }
          : { purpose: 'unsubscribe', scope: 'none', address: input.to },
      this.options.linkSecret,
    );
    return `${this.options.publicUrl}${unsubscribePath(token)}`;
  }

  /** The stored row of an e-mail, rendered, before it is queued. */
  private rowOf(input: QueueEmailInput) {
    const listUnsubscribeUrl = this.unsubscribeUrlOf(input);
    const rendered = renderEmail(input.content, listUnsubscribeUrl ?? undefined);
    // Stored but never handed to the transport: a list or a display-name form would be mail
    // for someone else. Failing the row, not the caller, keeps a check-in's other notices going.
    // A family member told by text only may have given no address at all (the notice falls
    // back to e-mail when her text cannot go): there is nobody to send it to.
    const unsendable = !input.to
      ? 'No e-mail address.'
      : !isSingleMailbox(input.to)
        ? 'Not a single mailbox.'
        : null;
    return {
      idempotencyKey: input.idempotencyKey,
      toAddress: input.to,
      fromAddress: this.options.from,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      kind: input.kind,
      context: input.context ?? {},
      // Both always present: the insert's hold rule reads them (held-reason.ts).
      userId: input.userId ?? null,
      listUnsubscribeUrl,
      ...(unsendable
        ? { status: 'failed', errorMessage: unsendable }
        : { status: 'queued', errorMessage: null }),
    } satisfies typeof emails.$inferInsert;
  }

  /**
   * Stores e-mails of one rule; the insert itself holds those whose address has not agreed to
   * them (docs/product.md §3): stored as held, with why, and never handed to the transport.
   */
  private insertRows<Key extends keyof Email & string>(
    tx: Database,
    rule: EmailRule,
    inputs: QueueEmailInput[],
    returning: Key[] | true,
  ) {
    const reason = heldReason(rule, sql`x.user_id`, sql`x.to_address`);
    return insertJsonRows<typeof emails, Key>(
      tx,
      emails,
      inputs.map((input) => this.rowOf(input)),
      {
        conflictTarget: ['idempotencyKey'],
        returning,
        computed: {
          status: sql`case when x.status = 'queued' and ${reason} is not null
            then 'held' else x.status end`,
          errorMessage: sql`case when x.status = 'queued' then ${reason}
            else x.error_message end`,
        },
      },
    );
  }

  private logUnsent(rows: { id: string; status: string }[]) {
    for (const row of rows) {
      if (row.status === 'failed')
        this.options.logger.warn({ emailId: row.id }, 'email: no single mailbox; not sent');
      if (row.status === 'held')
        this.options.logger.info({ emailId: row.id }, 'email: held; the address has not agreed');
    }
  }

  /**
   * Queues many e-mails in the caller's transaction, in two statements per rule whatever the
   * count (a batch of replies' family notices); the same rules as `queue()`.
   */
  async queueMany(inputs: QueueEmailInput[], tx: Database) {
    if (inputs.length === 0) return;
    const byRule = new Map<EmailRule, QueueEmailInput[]>();
    for (const input of inputs) {
      const rule = ruleOf(input.kind);
      byRule.set(rule, [...(byRule.get(rule) ?? []), input]);
    }
    const inserted: { id: string; status: string }[] = [];
    for (const [rule, group] of byRule)
      // Not the bodies back: they are most of the batch's bytes.
      inserted.push(...(await this.insertRows(tx, rule, group, ['id', 'status'])));
    this.logUnsent(inserted);
    await this.options.queue.enqueueMany(
      SEND_EMAIL_JOB,
      inserted
        .filter((row) => row.status === 'queued')
        .map((row) => ({ id: row.id, data: { emailId: row.id } })),
      tx,
    );
  }

  async queue(input: QueueEmailInput, tx?: Database): Promise<Email> {
    const db = tx ?? this.options.db;
    const [inserted] = await this.insertRows(db, ruleOf(input.kind), [input], true);
    if (!inserted) {
      const [existing] = await db
        .select()
        .from(emails)
        .where(eq(emails.idempotencyKey, input.idempotencyKey));
      if (!existing) throw new Error(`email ${input.idempotencyKey} vanished during insert`);
      return existing;
    }
    this.logUnsent([inserted]);
    if (inserted.status !== 'queued') return inserted;
    await this.options.queue.enqueue(
      SEND_EMAIL_JOB,
      { emailId: inserted.id },
      { id: inserted.id },
      tx,
    );
    return inserted;
  }

  /**
   * Holds what is still waiting to go to an address for an account: after an unsubscribe,
   * nothing more leaves, not even a notice queued a moment before it.
   */
  async holdQueued(userId: string, address: string, reason: string, tx?: Database) {
    await (tx ?? this.options.db)
      .update(emails)
      .set({ status: 'held', errorMessage: reason })
      .where(
        and(
          eq(emails.userId, userId),
          sql`lower(${emails.toAddress}) = ${address.toLowerCase()}`,
          eq(emails.status, 'queued'),
        ),
      );
  }

  sendJob() {
    return defineJob({
      name: SEND_EMAIL_JOB,
      payload: z.object({ emailId: z.string().min(1) }),
      concurrency: 4,
      queue: {
        retryLimit: SEND_RETRY_LIMIT,
        retryDelay: 10,
        retryBackoff: true,
        expireInSeconds: 120,
      },
      handle: async ({ emailId }, { retryCount }) => {
        await this.send(emailId, retryCount >= SEND_RETRY_LIMIT);
      },
    });
  }

  /**
   * One attempt. SMTP cannot be asked whether an earlier attempt got through, so an e-mail
   * whose attempt crashed midway may arrive twice (with the same Message-ID, which mail
   * clients use to fold duplicates); texts and calls, which cannot be folded, are reconciled.
   */
  async send(emailId: string, lastAttempt = false) {
    const { db, transport, logger } = this.options;
    const [claimed] = await db
      .update(emails)
      .set({ status: 'sending', attempts: sql`${emails.attempts} + 1` })
      .where(and(eq(emails.id, emailId), inArray(emails.status, ['queued', 'sending'])))
      .returning();
    if (!claimed) return;
    try {
      const result = await transport.send({
        id: claimed.id,
        from: claimed.fromAddress,
        to: claimed.toAddress,
        subject: claimed.subject,
        text: claimed.textBody,
        html: claimed.htmlBody,
        listUnsubscribeUrl: claimed.listUnsubscribeUrl ?? undefined,
      });
      await db
        .update(emails)
        .set({
          status: 'sent',
          transport: transport.name,
          providerMessageId: result.messageId,
          sentAt: new Date(),
        })
        .where(eq(emails.id, emailId));
    } catch (error) {
      if (lastAttempt) {
        await db
          .update(emails)
          .set({ status: 'failed', errorMessage: messageOf(error) })
          .where(eq(emails.id, emailId));
        return;
      }
      logger.warn({ emailId, err: error }, 'email: send failed; will retry');
      throw error;
    }
  }
}
