import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { inboundSms } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import type { Logger } from '../../logger';
import type { ChannelDispatch } from '../dispatch';
import { helpReply, optInConfirmation, optOutConfirmation } from './compliance-messages';
import { classifyComplianceKeyword } from './keywords';
import { isOptedOut, optedOutAmong, setOptedOut } from './opt-outs';
import { reserveSendSlot } from './send-slots';
import { PermanentSmsError, type OutboundSms, type SmsProvider } from './sms-provider';
import {
  advanceSmsStatus,
  findSms,
  fromProviderStatus,
  insertSms,
  insertSmsMany,
  markSending,
  recordSmsSid,
  type NewSms,
  type SmsMessage,
  type SmsStatus,
} from './sms-repository';

export const SEND_SMS_JOB = 'sms-send';
const SEND_RETRY_LIMIT = 5;

export interface QueueSmsInput {
  /** The row's id, when the caller has to know it before the row exists. */
  id?: string;
  /** Unique per logical message: queueing again with the same key returns the first one. */
  idempotencyKey: string;
  to: string;
  body: string;
  kind: string;
  context?: Record<string, unknown>;
  /** The account it is sent for: its message history, its data export and deletion. */
  userId?: string;
  /** Only for compliance replies (the STOP confirmation). */
  allowOptedOut?: boolean;
}

export interface SmsChannelOptions {
  db: Database;
  /** Stamps each text's creation (see create-channels.ts); sending times stay real. */
  clock: Clock;
  queue: JobQueue;
  provider: SmsProvider;
  dispatch: ChannelDispatch;
  logger: Logger;
  publicUrl: string;
  fromNumber: string;
  messagesPerSecond: number;
  supportAddress: string;
}

/** Texts out and in: queueing, sending once, delivery status, and compliance keywords. */
export class SmsChannel {
  constructor(private readonly options: SmsChannelOptions) {}

  get providerName() {
    return this.options.provider.name;
  }

  /**
   * Queues a text. It is stored first, then sent by a worker at the next free slot of the
   * sending number. A number that opted out gets nothing: the row is stored as blocked.
   * Pass `tx` to queue inside a caller's transaction.
   */
  async queue(input: QueueSmsInput, tx?: Database): Promise<SmsMessage> {
    const db = tx ?? this.options.db;
    const blocked = !input.allowOptedOut && (await isOptedOut(db, input.to));
    const sendAfter = blocked
      ? new Date()
      : await reserveSendSlot(db, this.options.fromNumber, this.options.messagesPerSecond);
    const { message, created } = await insertSms(db, this.rowOf(input, blocked, sendAfter));
    if (created && !blocked) {
      // The job id is the message id, so even a second enqueue of this message is ignored.
      // Without a send rate the job is ready at once by pg-boss's own clock: a JavaScript "now"
      // would be in the future for a queue on simulated time behind it (npm run demo).
      await this.options.queue.enqueue(
        SEND_SMS_JOB,
        { messageId: message.id },
        this.options.messagesPerSecond > 0
          ? { id: message.id, startAfter: sendAfter }
          : { id: message.id },
        tx,
      );
    }
    return message;
  }

  /**
   * Queues many texts at once, in the caller's transaction: the check-in sweep's fan-out, where
   * thousands fall due in the same minute. The same rules as `queue()`; each input may carry
   * the id its row is to have. With a send rate set, slots are reserved one by one as usual.
   */
  async queueMany(inputs: QueueSmsInput[], tx: Database) {
    if (this.options.messagesPerSecond > 0) {
      for (const input of inputs) await this.queue(input, tx);
      return;
    }
    const optedOut = await optedOutAmong(
      tx,
      inputs.filter((input) => !input.allowOptedOut).map((input) => input.to),
    );
    const now = new Date();
    const created = await insertSmsMany(
      tx,
      inputs.map((input) => this.rowOf(input, !input.allowOptedOut && optedOut.has(input.to), now)),
    );
    await this.options.queue.enqueueMany(
      SEND_SMS_JOB,
      created
        .filter((message) => message.status === 'queued')
        .map((message) => ({ id: message.id, data: { messageId: message.id } })),
      tx,
    );
  }

  private rowOf(input: QueueSmsInput, blocked: boolean, sendAfter: Date) {
    return {
      ...(input.id ? { id: input.id } : {}),
      idempotencyKey: input.idempotencyKey,
      toNumber: input.to,
      fromNumber: this.options.fromNumber,
      body: input.body,
      kind: input.kind,
      context: input.context ?? {},
      userId: input.userId ?? null,
      allowOptedOut: input.allowOptedOut ?? false,
      status: blocked ? 'blocked' : 'queued',
      sendAfter,
      createdAt: this.options.clock.now(),
    } satisfies NewSms & { id?: string };
  }

  isOptedOut(phone: string, tx?: Database) {
    return isOptedOut(tx ?? this.options.db, phone);
  }

  sendJob() {
    return defineJob({
      name: SEND_SMS_JOB,
      payload: z.object({ messageId: z.string().min(1) }),
      concurrency: 4,
      queue: {
        retryLimit: SEND_RETRY_LIMIT,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: 120,
      },
      handle: async ({ messageId }, { retryCount }) => {
        await this.send(messageId, retryCount >= SEND_RETRY_LIMIT);
      },
    });
  }

  /**
   * One send attempt. Safe to run again for the same message: a message already sent is left
   * alone, and an attempt whose outcome was never learned is looked up at the provider before
   * anything is sent again.
   */
  async send(messageId: string, lastAttempt = false): Promise<void> {
    const { db, provider, logger } = this.options;
    const message = await findSms(db, messageId);
    if (!message || (message.status !== 'queued' && message.status !== 'sending')) return;

    if (!message.allowOptedOut && (await isOptedOut(db, message.toNumber))) {
      await this.advance({ id: message.id }, 'blocked');
      return;
    }

    const outbound: OutboundSms = {
      to: message.toNumber,
      from: message.fromNumber,
      body: message.body,
      statusCallbackUrl: `${this.options.publicUrl}/webhooks/sms/status?messageId=${message.id}`,
      reference: message.idempotencyKey,
    };

    if (message.status === 'sending') {
      const since = message.sendStartedAt ?? message.createdAt;
      let accepted;
      try {
        accepted = await provider.findAccepted(outbound, since);
      } catch (error) {
        if (!lastAttempt) throw error;
        // No attempt follows this one: the text is failed, not left "sending" for good.
        await this.advance({ id: message.id }, 'failed', {
          errorMessage: `provider unavailable after retries: ${(error as Error).message}`,
        });
        return;
      }
      if (accepted) {
        logger.info({ messageId, sid: accepted.sid }, 'sms: earlier attempt had been accepted');
        await recordSmsSid(db, message.id, accepted.sid);
        await this.advance({ id: message.id }, fromProviderStatus(accepted.status));
        return;
      }
    }

    if (!(await markSending(db, message.id))) return;
    try {
      const accepted = await provider.send(outbound);
      await recordSmsSid(db, message.id, accepted.sid);
      await this.advance({ id: message.id }, fromProviderStatus(accepted.status));
    } catch (error) {
      if (error instanceof PermanentSmsError) {
        if (error.optedOut) await setOptedOut(db, message.toNumber, true, 'carrier');
        await this.advance({ id: message.id }, 'failed', {
          errorCode: error.code,
          errorMessage: error.message,
        });
        return;
      }
      if (lastAttempt) {
        await this.advance({ id: message.id }, 'failed', {
          errorMessage: `provider unavailable after retries: ${(error as Error).message}`,
        });
        return;
      }
      logger.warn({ messageId, err: error }, 'sms: send failed; will reconcile and retry');
      throw error;
    }
  }

  /** A delivery report from the provider. */
  async handleStatus(report: {
    messageId?: string;
    providerSid: string;
    status: string;
    errorCode?: string;
  }) {
    const status = knownProviderStatuses.has(report.status)
      ? fromProviderStatus(report.status as Parameters<typeof fromProviderStatus>[0])
      : undefined;
    if (!status) return;
    await this.options.db.transaction(async (tx) => {
      await this.advance(
        { id: report.messageId, providerSid: report.providerSid },
        status,
        { providerSid: report.providerSid, errorCode: report.errorCode },
        tx,
      );
    });
  }

  /**
   * A text someone sent to the service. Recorded once (providers retry webhooks), compliance
   * keywords acted on at once, then handed to the owners of the number through the dispatch.
   */
  async handleInbound(text: { providerSid: string; from: string; to: string; body: string }) {
    const { dispatch, supportAddress } = this.options;
    await this.options.db.transaction(async (tx) => {
      const keyword = classifyComplianceKeyword(text.body);
      const [recorded] = await tx
        .insert(inboundSms)
        .values({
          providerSid: text.providerSid,
          fromNumber: text.from,
          toNumber: text.to,
          body: text.body,
          handledAs: keyword ?? 'dispatched',
        })
        .onConflictDoNothing({ target: inboundSms.providerSid })
        .returning();
      if (!recorded) return; // a retried webhook: already handled

      const reply = (body: string, allowOptedOut = false) =>
        this.queue(
          {
            idempotencyKey: `reply:${text.providerSid}`,
            to: text.from,
            body,
            kind: 'compliance',
            allowOptedOut,
          },
          tx,
        );

      if (keyword === 'opt_out') {
        const changed = await setOptedOut(tx, text.from, true, normalizeKeyword(text.body));
        // One confirmation only: a second STOP from an opted-out number gets silence.
        if (changed) {
          await reply(optOutConfirmation(), true);
          await dispatch.emit('optOutChanged', { phone: text.from, optedOut: true, tx });
        }
      } else if (keyword === 'opt_in') {
        const changed = await setOptedOut(tx, text.from, false, normalizeKeyword(text.body));
        await reply(optInConfirmation());
        if (changed)
          await dispatch.emit('optOutChanged', { phone: text.from, optedOut: false, tx });
      } else if (keyword === 'help') {
        await reply(helpReply(supportAddress));
      }

      await dispatch.emit('inboundSms', {
        inboundId: recorded.id,
        from: text.from,
        to: text.to,
        body: text.body,
        keyword,
        tx,
      });
    });
  }

  private async advance(
    match: { id?: string; providerSid?: string },
    status: SmsStatus,
    details: Parameters<typeof advanceSmsStatus>[3] = {},
    tx?: Database,
  ) {
    const run = async (db: Database) => {
      const updated = await advanceSmsStatus(db, match, status, details);
      if (updated) await this.options.dispatch.emit('smsStatus', { message: updated, tx: db });
      return updated;
    };
    return tx ? run(tx) : this.options.db.transaction(run);
  }
}

const knownProviderStatuses = new Set([
  'accepted',
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
]);

function normalizeKeyword(body: string) {
  return body.trim().toLowerCase().slice(0, 40);
}
