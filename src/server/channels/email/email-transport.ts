export interface OutboundEmail {
  /** Our id for the message, used as its Message-ID so a duplicate is recognisable. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailTransport {
  readonly name: 'smtp' | 'local';
  send(email: OutboundEmail): Promise<{ messageId: string }>;
  close?(): void;
}
