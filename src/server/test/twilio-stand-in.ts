import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

/**
 * A local HTTP server standing in for the provider's REST API (messages and calls), so the
 * real twilio SDK code path runs in tests: the SDK builds and signs its requests as it would
 * against the real service, and this server records them and answers like the provider.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters (a list request's filters). */
  query: Record<string, string>;
  authorization: string | undefined;
  form: Record<string, string | string[]>;
}

type Reply = { status: number; body: object; createsAnyway?: boolean };
/**
 * How the provider misbehaves for one request: an error reply, or no reply at all (the client
 * gives up at its timeout). With `createsAnyway`, the message or call is created all the same;
 * with `createsAfterMs` as well, only that long after the request came (a request still inside
 * the provider when its client gave up).
 */
export type Fault = Reply | { hang: true; createsAnyway?: boolean; createsAfterMs?: number };

/** A message or call the provider created (accepted), with the parameters it was created with. */
export interface CreatedRecord {
  kind: 'message' | 'call';
  sid: string;
  form: Record<string, string | string[]>;
}

export class TwilioStandIn {
  readonly requests: RecordedRequest[] = [];
  private readonly server: Server;
  private readonly messages: Record<string, unknown>[] = [];
  private readonly calls: Record<string, unknown>[] = [];
  /** Replies to use, in order, for the next create requests instead of success. */
  readonly nextCreateReplies: Reply[] = [];
  /** Every message and call created, in order, whatever the reply to its request was. */
  readonly created: CreatedRecord[] = [];
  /** Decides, for each request (lists included), whether the provider fails it and how. */
  faultFor: ((request: RecordedRequest) => Fault | undefined) | undefined;

  constructor() {
    this.server = createServer((request, response) => {
      void this.handle(request).then((reply) => {
        // A hung request is left open until the client gives up (or the stand-in closes).
        if (!reply) return;
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body));
      });
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get origin() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close() {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    return closed;
  }

  /**
   * A request client for the twilio SDK that sends every API request here instead. `timeout`
   * (milliseconds; the SDK's default is 30 s) is how long it waits for a reply.
   */
  requestClient(options: { timeout?: number } = {}) {
    const origin = this.origin;
    return new (class extends twilio.RequestClient {
      constructor() {
        super(options);
      }

      override request<TData>(options: RequestClient.RequestOptions<TData>) {
        const target = new URL(options.uri);
        return super.request<TData>({
          ...options,
          uri: `${origin}${target.pathname}${target.search}`,
        });
      }
    })();
  }

  createdMessages() {
    return this.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/Messages.json'));
  }

  createdCalls() {
    return this.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/Calls.json'));
  }

  private async handle(
    request: IncomingMessage,
  ): Promise<{ status: number; body: object } | undefined> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const raw = await new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk: Buffer) => (data += chunk.toString()));
      request.on('end', () => resolve(data));
    });
    const form: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(raw)) {
      const existing = form[key];
      form[key] = existing === undefined ? value : ([] as string[]).concat(existing, value);
    }
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
      form,
    };
    this.requests.push(recorded);
    const fault = this.faultFor?.(recorded);

    const isMessages = url.pathname.endsWith('/Messages.json');
    const isCalls = url.pathname.endsWith('/Calls.json');
    if (!isMessages && !isCalls)
      return { status: 404, body: { code: 20404, message: 'Not found' } };

    if (request.method === 'GET') {
      if (fault) return 'hang' in fault ? undefined : fault;
      const store = isMessages ? this.messages : this.calls;
      const to = url.searchParams.get('To');
      const records = store.filter((record) => !to || record.to === to).reverse();
      return {
        status: 200,
        body: {
          [isMessages ? 'messages' : 'calls']: records,
          page: 0,
          page_size: 50,
          first_page_uri: url.pathname,
          next_page_uri: null,
          previous_page_uri: null,
          uri: url.pathname,
          start: 0,
          end: records.length,
        },
      };
    }

    const reply = fault ?? this.nextCreateReplies.shift();
    const record = isMessages
      ? {
          sid: `SM${randomBytes(16).toString('hex')}`,
          status: 'queued',
          to: form.To,
          // Through a Messaging Service, Twilio picks the number from the service's pool.
          from: form.From ?? null,
          messaging_service_sid: form.MessagingServiceSid ?? null,
          body: form.Body,
          date_created: new Date().toUTCString(),
        }
      : {
          sid: `CA${randomBytes(16).toString('hex')}`,
          status: 'queued',
          to: form.To,
          from: form.From,
          date_created: new Date().toUTCString(),
        };
    if (reply && !reply.createsAnyway) return 'hang' in reply ? undefined : reply;
    const create = () => {
      (isMessages ? this.messages : this.calls).push(record);
      this.created.push({ kind: isMessages ? 'message' : 'call', sid: record.sid, form });
    };
    if (reply && 'hang' in reply && reply.createsAfterMs) {
      setTimeout(create, reply.createsAfterMs);
      return undefined;
    }
    create();
    if (reply && 'hang' in reply) return undefined;
    return reply ?? { status: 201, body: record };
  }
}
