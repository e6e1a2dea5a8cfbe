export interface OutboundEmail {
  /** Our id for the message, used as its Message-ID so a duplicate is recognisable. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 8058 one-click unsubscribe; absent on sign-in links. */
  listUnsubscribeUrl?: string;
}

export interface EmailTransport {
  readonly name: 'smtp' | 'local';
  send(email: OutboundEmail): Promise<{ messageId: string }>;
  close?(): void;
}
