import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';

/** The simulator's auth token. Public on purpose: it only ever signs local, simulated traffic. */
export const SIMULATOR_AUTH_TOKEN = 'local-simulator-auth-token';

export type AppFetch = (request: Request) => Response | Promise<Response>;

/**
 * Posts to the service's own webhooks the way the provider does: form-encoded parameters and an
 * X-Twilio-Signature made with the provider's algorithm. The app is connected after it is
 * built (it needs the channels first), and requests go straight into its fetch handler.
 */
export class WebhookPoster {
  private appFetch?: AppFetch;

  connect(appFetch: AppFetch) {
    this.appFetch = appFetch;
  }

  async post(url: string, params: Record<string, string>): Promise<Response> {
    return this.send(this.sign(url, params));
  }

  /** A webhook signed as the provider signs it, ready for `send` (a benchmark signs ahead). */
  sign(url: string, params: Record<string, string>): SignedWebhook {
    const signature = getExpectedTwilioSignature(SIMULATOR_AUTH_TOKEN, url, params);
    return { url, body: new URLSearchParams(params).toString(), signature };
  }

  async send({ url, body, signature }: SignedWebhook): Promise<Response> {
    if (!this.appFetch) throw new Error('the phone simulator is not connected to the app');
    const response = await this.appFetch(
      new Request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          // As the provider's requests carry it: the app's body limit reads it instead of
          // counting the body's bytes through a stream.
          'content-length': String(Buffer.byteLength(body)),
          'x-twilio-signature': signature,
        },
        body,
      }),
    );
    if (!response.ok) {
      throw new Error(`webhook ${new URL(url).pathname} answered ${response.status}`);
    }
    return response;
  }
}

/** A form post and the signature the provider would give it. */
export interface SignedWebhook {
  url: string;
  body: string;
  signature: string;
}
