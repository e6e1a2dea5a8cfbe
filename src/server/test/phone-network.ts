import twilio from 'twilio';
import type { TwilioStandIn } from './twilio-stand-in';

/** What a phone does when the service calls it. */
export type CallAction = 'press-1' | 'press-2' | 'no-answer';

type AppRequest = (path: string, init: RequestInit) => Promise<Response> | Response;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The provider's side of the phone network for tests in Twilio mode: for each text the stand-in
 * accepted it reports delivery to the text's status callback, and each call it accepted is
 * answered as `callAction` says, through the signed webhooks the real provider would post.
 * A webhook the app answers with a 5xx (its database is down) is posted again until taken, as
 * the provider does when its webhooks are set to retry (connection overrides `#rc=…&rp=5xx`).
 */
export class PhoneNetwork {
  private handled = 0;
  private running = false;
  private loop: Promise<void> | undefined;
  private failure: unknown;
  /** Webhooks answered with a 5xx and posted again. */
  retriedWebhooks = 0;
  /**
   * While true, what the provider accepted gets no delivery reports and no answers yet: its
   * callbacks are held up, as in an outage, so the service has to learn what happened from
   * the provider's API alone.
   */
  holdCallbacks = false;

  constructor(
    private readonly options: {
      standIn: TwilioStandIn;
      request: AppRequest;
      authToken: string;
      callAction: (phone: string) => CallAction;
    },
  ) {}

  start() {
    this.running = true;
    this.loop = this.work().catch((error: unknown) => {
      this.failure = error;
    });
  }

  private async work() {
    while (this.running) {
      const record = this.options.standIn.created[this.handled];
      if (!record || this.holdCallbacks) {
        await pause(25);
        continue;
      }
      const form = record.form as Record<string, string>;
      if (record.kind === 'message') {
        await this.post(form.StatusCallback!, {
          MessageSid: record.sid,
          MessageStatus: 'delivered',
        });
      } else {
        await this.answer(record.sid, form);
      }
      this.handled += 1;
    }
  }

  /** True when every text and call the provider accepted so far has been acted on. */
  get idle() {
    this.assertWorking();
    return this.handled === this.options.standIn.created.length;
  }

  /** Throws what stopped the network (a webhook the app refused), if anything did. */
  assertWorking() {
    if (this.failure) throw this.failure;
  }

  async stop() {
    this.running = false;
    await this.loop;
  }

  /** A text from a phone to the service. */
  async text(publicUrl: string, sid: string, from: string, to: string, body: string) {
    await this.post(`${publicUrl}/webhooks/sms`, {
      MessageSid: sid,
      From: from,
      To: to,
      Body: body,
    });
  }

  private async answer(sid: string, form: Record<string, string>) {
    const action = this.options.callAction(form.To!);
    if (action === 'no-answer') {
      await this.post(form.StatusCallback!, { CallSid: sid, CallStatus: 'no-answer' });
      return;
    }
    await this.post(form.StatusCallback!, { CallSid: sid, CallStatus: 'in-progress' });
    const twiml = await (await this.post(form.Url!, { CallSid: sid })).text();
    const gatherUrl = /action="([^"]+)"/.exec(twiml)?.[1]?.replaceAll('&amp;', '&');
    if (!gatherUrl) throw new Error(`the call's TwiML asks nothing: ${twiml}`);
    await this.post(gatherUrl, { CallSid: sid, Digits: action === 'press-1' ? '1' : '2' });
    await this.post(form.StatusCallback!, { CallSid: sid, CallStatus: 'completed' });
  }

  private async post(url: string, params: Record<string, string>) {
    const signature = twilio.getExpectedTwilioSignature(this.options.authToken, url, params);
    const target = new URL(url);
    for (;;) {
      const response = await this.options.request(`${target.pathname}${target.search}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signature,
        },
        body: new URLSearchParams(params).toString(),
      });
      if (response.status < 500) {
        if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
        return response;
      }
      this.retriedWebhooks += 1;
      await pause(100);
    }
  }
}
