import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../logger';
import type { ChannelDispatch } from '../dispatch';
import type { PhoneBook } from '../phone-book';
import { takeDeliveryReport, type DeliveryReport } from './delivery-reports';
import { createInboundTexts, type InboundText, type InboundTexts } from './inbound-texts';
import { blockedIfOptedOut, isOptedOut } from './opt-outs';
import { reserveSendSlots } from './send-slots';
import type { SmsProvider } from './sms-provider';
import { createOutboxWaker, type OutboxWaker } from './outbox-waker';
import { createSmsOutbox, wakeOutbox, type SmsOutbox, type SmsOutboxTimes } from './sms-outbox';
import {
  insertSms,
  insertSmsMany,
  nextSmsDue,
  type NewSms,
  type SmsMessage,
} from './sms-repository';

export { SEND_SMS_JOB } from './sms-outbox';
export type { InboundText } from './inbound-texts';

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
  /** Who the texts come from: a number, or a Twilio Messaging Service's id. */
  fromNumber: string;
  /** The sender's rate; 0 hands every text over as soon as it is due. */
  messagesPerSecond: number;
  supportAddress: string;
  outboxTimes?: Partial<SmsOutboxTimes>;
  /** The language to answer a number's STOP, START and HELP in. */
  phoneBook?: PhoneBook;
}

/**
 * Texts out and in. Out: every text is a row of the outbox (`sms_messages`), queued at the
 * sender's next free slot, and workers send the due ones in batches (sms-outbox.ts). In:
 * delivery reports (delivery-reports.ts), and texts people send, with the compliance keywords
 * acted on at once (inbound-texts.ts).
 */
export class SmsChannel {
  private readonly outbox: SmsOutbox;
  private readonly waker: OutboxWaker;
  private readonly inbox: InboundTexts;

  constructor(private readonly options: SmsChannelOptions) {
    this.outbox = createSmsOutbox({ ...options, times: options.outboxTimes });
    this.waker = createOutboxWaker(options.db, options.queue);
    this.inbox = createInboundTexts({
      waker: this.waker,
      dispatch: options.dispatch,
      supportAddress: options.supportAddress,
      phoneBook: options.phoneBook,
      queue: (reply, tx) => this.queue(reply, tx),
    });
  }

  get providerName() {
    return this.options.provider.name;
  }

  /** The sender's rate, texts a second; 0 for none. */
  get messagesPerSecond() {
    return this.options.messagesPerSecond;
  }

  /** The outbox's clock, which its slots are reserved on. */
  outboxNow() {
    return this.options.queue.now();
  }

  /**
   * Queues a text. It is stored first, then sent by a worker at the sending number's next free
   * slot. A number that opted out gets nothing: the row is stored as blocked. Pass `tx` to
   * queue inside a caller's transaction.
   */
  async queue(input: QueueSmsInput, tx?: Database): Promise<SmsMessage> {
    const db = tx ?? this.options.db;
    // A slot is taken before the number's opt-out is known: one for a blocked text is left unused.
    const sendAfter = await this.slotsFor(db, 1);
    const { message, created } = await insertSms(db, {
      ...this.rowOf(input, sendAfter),
      // The opt-out registry is read by the insert itself: one statement, not two.
      ...(input.allowOptedOut ? {} : { status: blockedIfOptedOut(input.to) }),
    });
    if (!created || message.status !== 'queued') return message;
    const dueNow = sendAfter.getTime() <= this.options.queue.now().getTime();
    if (!(dueNow && this.waker.deferredIn(tx))) await wakeOutbox(this.options.queue, sendAfter, tx);
    return message;
  }

  /** Wakes a worker when a text is due: the minute's backstop for a wake-up lost in a crash. */
  async wakeIfDue() {
    const next = await nextSmsDue(this.options.db);
    if (next && next.getTime() <= this.options.queue.now().getTime())
      await wakeOutbox(this.options.queue);
  }

  /**
   * Queues many texts at once, in the caller's transaction: the check-in sweep's fan-out, where
   * thousands fall due in the same minute. The same rules as `queue()`, in a few statements
   * whatever the count; each input may carry the id its row is to have.
   */
  async queueMany(inputs: QueueSmsInput[], tx: Database) {
    if (inputs.length === 0) return;
    // As `queue()`: slots are taken before the opt-outs are known (the insert reads them), and
    // a blocked text's slot is left unused.
    const first = await this.slotsFor(tx, inputs.length);
    const gapMs = this.gapMs();
    const rows = inputs.map((input, slot) =>
      this.rowOf(input, new Date(first.getTime() + gapMs * slot)),
    );
    const created = await insertSmsMany(tx, rows);
    if (!created.some((message) => message.status === 'queued')) return;
    // As `queue()`: in a transaction whose wake-up waits for its commit, none inside it.
    const dueNow = first.getTime() <= this.options.queue.now().getTime();
    if (!(dueNow && this.waker.deferredIn(tx))) await wakeOutbox(this.options.queue, first, tx);
  }

  /** Sends what is due now, as a woken worker does (tests and benchmarks drive it by hand). */
  drainOutbox() {
    return this.outbox.drain();
  }

  sendJob() {
    return this.outbox.job();
  }

  /** The first of `count` consecutive slots of the sender; now when it has no rate. */
  private slotsFor(db: Database, count: number) {
    const { queue, fromNumber, messagesPerSecond } = this.options;
    return reserveSendSlots(db, fromNumber, messagesPerSecond, count, queue.now());
  }

  private gapMs() {
    const { messagesPerSecond } = this.options;
    return messagesPerSecond > 0 ? 1000 / messagesPerSecond : 0;
  }

  private rowOf(input: QueueSmsInput, sendAfter: Date) {
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
      status: 'queued',
      sendAfter,
      createdAt: this.options.clock.now(),
    } satisfies NewSms & { id?: string };
  }

  isOptedOut(phone: string, tx?: Database) {
    return isOptedOut(tx ?? this.options.db, phone);
  }

  /** A delivery report from the provider. */
  handleStatus(report: DeliveryReport) {
    return takeDeliveryReport(this.options, report);
  }

  /**
   * A text someone sent to the service. Recorded once (providers retry webhooks), compliance
   * keywords acted on at once, then handed to the owners of the number through the dispatch.
   * Texts that come in together are answered together (inbound-batches.ts); this resolves once
   * this one's batch has committed.
   */
  handleInbound(text: InboundText) {
    return this.inbox.answer(text);
  }
}
