import type { Database } from '../db/client';
import type { ComplianceKeyword } from './sms/keywords';
import type { SmsMessage } from './sms/sms-repository';
import type { VoiceCall } from './voice/call-repository';

/** A text someone sent to the service, after the channel recorded it. */
export interface RecordedText {
  inboundId: string;
  from: string;
  to: string;
  body: string;
  /** Set when the text was a compliance keyword the channel already acted on. */
  keyword?: ComplianceKeyword;
}

/**
 * What the channels hand on, each inside the webhook's (or the outbox's) transaction `tx`: one
 * that throws rolls the whole webhook back, and the provider's retry brings it again. The
 * composition root gives one handler for each (src/server/inbound/answer-inbound.ts), which
 * calls the owning features explicitly: there is no order of listeners to get wrong.
 */
export interface ChannelHandlers {
  /** A batch of texts, at most one per number, recorded in `tx` (inbound-batches.ts). */
  inboundTexts(tx: Database, texts: RecordedText[]): Promise<void>;
  smsStatus(tx: Database, message: SmsMessage): Promise<void>;
  optOutChanged(tx: Database, change: { phone: string; optedOut: boolean }): Promise<void>;
  callStatus(tx: Database, call: VoiceCall): Promise<void>;
  callAnswered(tx: Database, call: VoiceCall): Promise<void>;
}

/**
 * The one point through which the channels hand what comes in (texts, delivery reports, call
 * results) to the features that own those numbers. Channels are built before the features that
 * send through them, so the handlers are connected afterwards, once.
 */
export class ChannelDispatch {
  private handlers: ChannelHandlers | undefined;

  connect(handlers: ChannelHandlers) {
    if (this.handlers) throw new Error('The channels are already connected to their handlers.');
    this.handlers = handlers;
  }

  /** The connected handlers; a channel reporting before the wiring is done is a fault. */
  get to(): ChannelHandlers {
    if (!this.handlers) throw new Error('The channels were not connected to their handlers.');
    return this.handlers;
  }
}
