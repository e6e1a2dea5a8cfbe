export interface OutboundCall {
  to: string;
  from: string;
  /** Fetched by the provider when the call is answered; returns the call's TwiML. */
  answerUrl: string;
  statusCallbackUrl: string;
  reference: string;
}

export interface ProviderCallRecord {
  sid: string;
  status: string;
}

export class PermanentCallError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PermanentCallError';
  }
}

export interface VoiceProvider {
  readonly name: 'twilio' | 'simulator';
  place(call: OutboundCall): Promise<ProviderCallRecord>;
  /** A call the provider already placed from an attempt whose outcome we never learned. */
  findPlaced(call: OutboundCall, since: Date): Promise<ProviderCallRecord | undefined>;
}
