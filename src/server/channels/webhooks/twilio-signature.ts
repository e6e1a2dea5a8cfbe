import type { Context, MiddlewareHandler } from 'hono';
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
    const params = await postedParams(c).catch(() => undefined);
    if (!params) {
      return c.json(errorBody('bad_request', 'The webhook body could not be read.'), 400);
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

/**
 * The posted parameters, by name; a name given twice keeps its last value. The provider posts
 * a URL-encoded form, read here as one (a morning's replies read it hundreds of times a second,
 * and a FormData costs several times more); any other body as Hono reads it, where only plain
 * values count. Names ending in `[]` are lists there and are left out the same way here.
 */
async function postedParams(c: Context<WebhookEnv>) {
  const params: Record<string, string> = {};
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    for (const [key, value] of new URLSearchParams(await c.req.text())) {
      if (!key.endsWith('[]')) params[key] = value;
    }
    return params;
  }
  for (const [key, value] of Object.entries(await c.req.parseBody())) {
    if (typeof value === 'string') params[key] = value;
  }
  return params;
}
