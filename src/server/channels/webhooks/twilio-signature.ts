import type { MiddlewareHandler } from 'hono';
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import type { AppEnv } from '../../http/app-env';
import { errorBody } from '../../http/error-handler';

export type WebhookEnv = AppEnv & { Variables: { webhookParams: Record<string, string> } };

/**
 * Accepts a provider webhook only when its X-Twilio-Signature matches the URL the provider was
 * given (our public URL: behind a proxy the Host header is not it) and the posted parameters.
 * Anything else is answered 403 before any handler runs, and changes nothing.
 */
export function verifyTwilioSignature(
  authToken: string,
  publicUrl: string,
): MiddlewareHandler<WebhookEnv> {
  return async (c, next) => {
    const signature = c.req.header('x-twilio-signature');
    // A body that claims to be a form but is not one cannot carry a valid signature either.
    const body = await c.req.parseBody().catch(() => undefined);
    if (!body) {
      return c.json(errorBody('bad_request', 'The webhook body could not be read.'), 400);
    }
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') params[key] = value;
    }
    const requestUrl = new URL(c.req.url);
    const signedUrl = `${publicUrl}${requestUrl.pathname}${requestUrl.search}`;
    if (!signature || !validateRequest(authToken, signature, signedUrl, params)) {
      return c.json(errorBody('forbidden', 'The webhook signature is missing or invalid.'), 403);
    }
    // PostgreSQL cannot store U+0000 in text; a parent's reply is kept without it, not lost.
    for (const key of Object.keys(params)) params[key] = params[key]!.replaceAll('\u0000', '');
    c.set('webhookParams', params);
    await next();
  };
}
