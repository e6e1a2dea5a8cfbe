import type { Database } from '../db/client';
import type { ComplianceKeyword } from './sms/keywords';
import type { SmsMessage } from './sms/sms-repository';
import type { VoiceCall } from './voice/call-repository';

/** A text someone sent to the service, after the channel recorded it. */
export interface InboundSmsEvent {
  inboundId: string;
  from: string;
  to: string;
  body: string;
  /** Set when the text was a compliance keyword the channel already acted on. */
  keyword?: ComplianceKeyword;
  /** The transaction recording the text: owners write through it so all of it commits at once. */
  tx: Database;
  /**
   * Set by the listener that took the text as the answer to its own question (a consent
   * request's Y), so later listeners do not read it as an answer to theirs.
   */
  answeredBy?: 'consent';
  /**
   * Marks of the batch path (see `onInboundTexts`): `oneByOne` when a feature needs the text
   * alone, through the listeners of `inboundSms`; `settled` once a feature answered it with the
   * rest of its batch.
   */
  oneByOne?: boolean;
  settled?: boolean;
}

export interface ChannelEvents {
  inboundSms: InboundSmsEvent;
  smsStatus: { message: SmsMessage; tx: Database };
  optOutChanged: { phone: string; optedOut: boolean; tx: Database };
  callStatus: { call: VoiceCall; tx: Database };
  callAnswered: { call: VoiceCall; tx: Database };
}

type Listener<K extends keyof ChannelEvents> = (event: ChannelEvents[K]) => Promise<void>;
type BatchListener = (events: InboundSmsEvent[]) => Promise<void>;

/**
 * The one point through which the channels hand what comes in (texts, delivery reports, call
 * results) to the features that own those numbers: consent, check-ins. Listeners run in order,
 * inside the webhook's transaction; one that throws rolls the whole webhook back, and the
 * provider's retry brings it again.
 */
export class ChannelDispatch {
  private readonly listeners: { [K in keyof ChannelEvents]: Listener<K>[] } = {
    inboundSms: [],
    smsStatus: [],
    optOutChanged: [],
    callStatus: [],
    callAnswered: [],
  };

  private readonly batchListeners: BatchListener[] = [];

  on<K extends keyof ChannelEvents>(event: K, listener: Listener<K>) {
    this.listeners[event].push(listener);
  }

  /**
   * A batch's texts, all recorded in one transaction (inbound-batches.ts). Batch listeners run
   * in order over the texts still on the batch path: each marks `settled` what it answered and
   * `oneByOne` what it must see alone. Every text not settled then goes through the `inboundSms`
   * listeners one at a time, in the order the texts came, exactly as a text alone would.
   */
  onInboundTexts(listener: BatchListener) {
    this.batchListeners.push(listener);
  }

  async emitInboundTexts(events: InboundSmsEvent[]) {
    for (const listener of this.batchListeners) {
      const open = events.filter((event) => !event.oneByOne && !event.settled);
      if (open.length > 0) await listener(open);
    }
    for (const event of events) if (!event.settled) await this.emit('inboundSms', event);
  }

  async emit<K extends keyof ChannelEvents>(event: K, payload: ChannelEvents[K]) {
    for (const listener of this.listeners[event]) await listener(payload);
  }
}
