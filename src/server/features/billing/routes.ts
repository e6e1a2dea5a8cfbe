import { Hono, type MiddlewareHandler } from 'hono';
import type { Auth } from '../../auth/auth';
import { readSession, requireSession, type SignedInEnv } from '../../auth/session-guard';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import {
  billingStateSchema,
  cancelSubscriptionSchema,
  checkoutRequestSchema,
  demoCheckoutRequestSchema,
  maybeSubscriptionReadResponse,
  redirectSchema,
  subscriptionReadResponse,
  subscriptionResponse,
} from '@/shared/billing';
import type { BillingService } from './service';
import { toSubscriptionDto } from './subscriptions';

/** The account's subscription, the free trial, checkout and the provider's billing portal. */
export function billingRoutes(billing: BillingService, auth: Auth) {
  const signedIn = requireSession(auth);
  return new Hono<SignedInEnv>()
    .get('/billing/subscription', signedIn, async (c) =>
      sendJson(c, billingStateSchema, await billing.state(c.get('signedIn').userId)),
    )
    .get('/billing/subscription-read', signedIn, async (c) =>
      sendJson(c, maybeSubscriptionReadResponse, {
        subscription: await billing.subscriptionRead(c.get('signedIn').userId),
      }),
    )
    .post('/billing/trial', signedIn, async (c) => {
      const { subscription, created } = await billing.startTrial(c.get('signedIn').userId);
      return sendJson(
        c,
        subscriptionResponse,
        { subscription: toSubscriptionDto(subscription) },
        created ? 201 : 200,
      );
    })
    .post('/billing/checkout', signedIn, validate('json', checkoutRequestSchema), async (c) =>
      sendJson(c, redirectSchema, await billing.checkout(c.get('signedIn').userId)),
    )
    .post('/billing/portal', signedIn, async (c) =>
      sendJson(c, redirectSchema, await billing.portal(c.get('signedIn').userId)),
    )
    .post(
      '/billing/demo-checkout',
      signedIn,
      validate('json', demoCheckoutRequestSchema),
      async (c) =>
        sendJson(c, subscriptionReadResponse, {
          subscription: await billing.completeDemoCheckout(
            c.get('signedIn').userId,
            c.req.valid('json').seenStatus,
          ),
        }),
    )
    .post('/billing/demo-cancel', signedIn, validate('json', cancelSubscriptionSchema), async (c) =>
      sendJson(c, subscriptionReadResponse, {
        subscription: await billing.setCancelAtPeriodEnd(
          c.get('signedIn').userId,
          c.req.valid('json').cancelAtPeriodEnd,
        ),
      }),
    );
}

/** Stripe's webhook endpoint: the raw body is read as sent, for its signature. */
export function billingWebhookRoutes(billing: BillingService) {
  return new Hono<AppEnv>().post('/stripe', async (c) => {
    if (!billing.webhooks) throw new AppError('not_found', 'Payments are not set up.');
    const result = await billing.webhooks.receive(
      await c.req.text(),
      c.req.header('stripe-signature'),
    );
    return c.json({ received: true, ...result });
  });
}

/**
 * Around the family routes: after a parent or family member is added, changed or removed,
 * the subscription's quantities follow the family's size.
 */
export function followFamilySize(billing: BillingService, auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || !c.res.ok) return;
    const session = await readSession(auth, c.req.raw.headers);
    if (session) await billing.syncQuantities(session.user.id);
  };
}
