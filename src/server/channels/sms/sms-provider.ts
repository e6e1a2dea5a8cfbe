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

export interface SmsProvider {
  readonly name: 'twilio' | 'simulator';
  send(sms: OutboundSms): Promise<ProviderSmsRecord>;
  /**
   * Looks for a text the provider already accepted from an attempt whose outcome we never
   * learned (a crash or timeout after the request left). Found: the caller records it instead
   * of sending again.
   */
  findAccepted(sms: OutboundSms, since: Date): Promise<ProviderSmsRecord | undefined>;
}
