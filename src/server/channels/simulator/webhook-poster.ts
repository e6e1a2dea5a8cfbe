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
    if (!this.appFetch) throw new Error('the phone simulator is not connected to the app');
    const signature = getExpectedTwilioSignature(SIMULATOR_AUTH_TOKEN, url, params);
    const body = new URLSearchParams(params).toString();
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
