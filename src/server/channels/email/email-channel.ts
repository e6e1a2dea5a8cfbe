import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertJsonRows } from '../../db/json-rows';
import { emails } from '../../db/schema';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../logger';
import type { EmailTransport } from './email-transport';
import { renderEmail, type EmailContent } from './email-template';
import { isSingleMailbox } from './single-mailbox';

export const SEND_EMAIL_JOB = 'email-send';
const SEND_RETRY_LIMIT = 5;

export type Email = typeof emails.$inferSelect;

export interface QueueEmailInput {
  idempotencyKey: string;
  to: string;
  kind: string;
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
}

/** E-mail out: stored, then sent by a worker with retries. */
export class EmailChannel {
  constructor(private readonly options: EmailChannelOptions) {}

  get transportName() {
    return this.options.transport.name;
  }

  /** The stored row of an e-mail, rendered, before it is queued. */
  private rowOf(input: QueueEmailInput) {
    const rendered = renderEmail(input.content);
    // Stored but never handed to the transport: a list or a display-name form would be mail
    // for someone else. Failing the row, not the caller, keeps a check-in's other notices going.
    const deliverable = isSingleMailbox(input.to);
    return {
      idempotencyKey: input.idempotencyKey,
      toAddress: input.to,
      fromAddress: this.options.from,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      kind: input.kind,
      context: input.context ?? {},
      userId: input.userId ?? null,
      ...(deliverable ? {} : { status: 'failed', errorMessage: 'Not a single mailbox.' }),
    } satisfies typeof emails.$inferInsert;
  }

  /**
   * Queues many e-mails in the caller's transaction, in two statements whatever the count (a
   * batch of replies' family notices); the same rules as `queue()`.
   */
  async queueMany(inputs: QueueEmailInput[], tx: Database) {
    if (inputs.length === 0) return;
    const inserted = await insertJsonRows(
      tx,
      emails,
      inputs.map((input) => this.rowOf(input)),
      // Not the bodies back: they are most of the batch's bytes.
      { conflictTarget: ['idempotencyKey'], returning: ['id', 'status'] },
    );
    const failed = inserted.filter((row) => row.status === 'failed');
    for (const row of failed)
      this.options.logger.warn({ emailId: row.id }, 'email: not a single mailbox; not sent');
    await this.options.queue.enqueueMany(
      SEND_EMAIL_JOB,
      inserted
        .filter((row) => row.status !== 'failed')
        .map((row) => ({ id: row.id, data: { emailId: row.id } })),
      tx,
    );
  }

  async queue(input: QueueEmailInput, tx?: Database): Promise<Email> {
    const db = tx ?? this.options.db;
    const row = this.rowOf(input);
    const deliverable = row.status !== 'failed';
    const [inserted] = await db
      .insert(emails)
      .values(row)
      .onConflictDoNothing({ target: emails.idempotencyKey })
      .returning();
    if (!inserted) {
      const [existing] = await db
        .select()
        .from(emails)
        .where(eq(emails.idempotencyKey, input.idempotencyKey));
      if (!existing) throw new Error(`email ${input.idempotencyKey} vanished during insert`);
      return existing;
    }
    if (!deliverable) {
      this.options.logger.warn({ emailId: inserted.id }, 'email: not a single mailbox; not sent');
      return inserted;
    }
    await this.options.queue.enqueue(
      SEND_EMAIL_JOB,
      { emailId: inserted.id },
      { id: inserted.id },
      tx,
    );
    return inserted;
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
          .set({ status: 'failed', errorMessage: (error as Error).message })
          .where(eq(emails.id, emailId));
        return;
      }
      logger.warn({ emailId, err: error }, 'email: send failed; will retry');
      throw error;
    }
  }
}
