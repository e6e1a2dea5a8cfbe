/** What every SMS provider (Twilio, the simulator) does for the channel. */
export interface OutboundSms {
  to: string;
  from: string;
  body: string;
  /** Where the provider posts delivery status changes. */
  statusCallbackUrl: string;
  /** Our idempotency key, kept by providers that can store one (the simulator). */
  reference: string;
}

export type ProviderSmsStatus =
  'accepted' | 'queued' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed';

export interface ProviderSmsRecord {
  sid: string;
  status: ProviderSmsStatus;
}

/**
 * A provider error that says the text was certainly not accepted and never will be (bad
 * number, number opted out at the carrier). Anything else may be retried after reconciling.
 */
export class PermanentSmsError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    /** The recipient has opted out at the provider (Twilio error 21610). */
    readonly optedOut = false,
  ) {
    super(message);
    this.name = 'PermanentSmsError';
  }
}

/** One text's part of a batch: accepted, or the error its request ended with. */
export type SmsSendResult = { accepted: ProviderSmsRecord } | { error: unknown };

export interface SmsProvider {
  readonly name: 'twilio' | 'simulator';
  /**
   * How many texts the channel hands over in one batch. A batch's texts stay claimed for the
   * whole batch, so it has to end well inside the claim's lease even when requests time out.
   */
  readonly batchSize: number;
  /** Hands the texts to the provider; one result per text, in order. */
  sendBatch(batch: OutboundSms[]): Promise<SmsSendResult[]>;
  /**
   * Looks for a text the provider already accepted from an attempt whose outcome we never
   * learned (a crash or timeout after the request left). Found: the caller records it instead
   * of sending again.
   */
  findAccepted(sms: OutboundSms, since: Date): Promise<ProviderSmsRecord | undefined>;
}
