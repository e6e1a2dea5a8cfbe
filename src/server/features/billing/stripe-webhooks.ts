import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { billingEvents, subscriptions, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import type { BillingProvider } from './provider';
import { countsFromItems, fromStripeSubscription } from './stripe-provider';

/**
 * The events that can change a subscription; every other type is acknowledged and ignored. The
 * webhook endpoint subscribes to exactly these (`npm run stripe:setup`, docs/deploy.md).
 */
export const handledStripeEvents = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
const handledEvents = new Set<string>(handledStripeEvents);

const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string(),
  data: z.object({ object: z.looseObject({}) }),
});

type Apply = (
  tx: Database,
  provider: BillingProvider,
  userId: string,
  state: ReturnType<typeof fromStripeSubscription>,
) => Promise<unknown>;

/** Null when Stripe answered 404 (no such object); any other failure is thrown on. */
const unlessMissing = (error: unknown): null => {
  if (error instanceof Error && (error as { statusCode?: number }).statusCode === 404) return null;
  throw error;
};

/**
 * The id in a field that holds an id or an expanded object. Stripe's ids are short words; a
 * signed event naming anything else names nothing Stripe has (and could not go in its URLs).
 */
const idOf = (value: string | { id: string } | null | undefined) => {
  const id: unknown = typeof value === 'string' ? value : value?.id;
  return typeof id === 'string' && /^\w{1,255}$/.test(id) ? id : null;
};

/**
 * Stripe's webhooks. The signature is checked against the raw body; each event id is handled
 * once (a redelivery is acknowledged and ignored); and the event body is never trusted beyond
 * the subscription's id: its state is re-read from Stripe before it is stored.
 */
export function createStripeWebhooks(deps: {
  db: Database;
  stripe: Stripe;
  config: NonNullable<Config['stripe']>;
  provider: BillingProvider;
  logger: Logger;
  apply: Apply;
}) {
  const { db, stripe, config, provider, logger, apply } = deps;

  /** The subscription an event is about, and the account named in it, if any. */
  const subjectOf = async (event: Stripe.Event) => {
    const object = event.data.object;
    if (event.type === 'checkout.session.completed') {
      const session = object as Stripe.Checkout.Session;
      const userId =
        typeof session.client_reference_id === 'string' ? session.client_reference_id : null;
      if (session.mode === 'setup') {
        // A card was added to a running trial: it becomes the subscription's payment method
        // and the trial ends now, so the first paid period begins.
        const subscriptionId = idOf(session.metadata?.subscriptionId);
        const setupIntentId = idOf(session.setup_intent);
        const sessionId = idOf(session);
        if (!subscriptionId || !setupIntentId || !sessionId) return null;
        const intent = await stripe.setupIntents.retrieve(setupIntentId);
        const paymentMethod = idOf(intent.payment_method);
        await stripe.subscriptions.update(
          subscriptionId,
          { ...(paymentMethod && { default_payment_method: paymentMethod }), trial_end: 'now' },
          { idempotencyKey: `trial-end:${sessionId}` },
        );
        return { subscriptionId, userId };
      }
      return { subscriptionId: idOf(session.subscription), userId };
    }
    if (event.type.startsWith('invoice.')) {
      const invoice = object as Stripe.Invoice;
      return {
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        userId: null,
      };
    }
    return { subscriptionId: idOf(object as Stripe.Subscription), userId: null };
  };

  return {
    /** Handles one delivery; answers whether it was new. */
    async receive(rawBody: string, signature: string | undefined) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      } catch {
        throw new AppError('bad_request', 'The webhook signature is not valid.');
      }
      // Signed is not the same as well formed: an event without an id or an object to read
      // is refused, not half handled.
      if (!eventShape.safeParse(event).success) {
        throw new AppError('bad_request', 'The webhook event is not valid.');
      }
      if (!handledEvents.has(event.type)) return { handled: false, duplicate: false };

      // The event's row and what it changed commit together: a failure leaves neither, and
      // Stripe's retry handles it again.
      return db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(billingEvents)
          .values({ eventId: event.id, type: event.type })
          .onConflictDoNothing()
          .returning();
        if (!fresh) return { handled: false, duplicate: true };

        const subject = await subjectOf(event).catch(unlessMissing);
        if (!subject?.subscriptionId) return { handled: false, duplicate: false };
        const subscription = await stripe.subscriptions
          .retrieve(subject.subscriptionId)
          .catch(unlessMissing);
        // Stripe itself does not know what the event names: no retry will change that, so it is
        // acknowledged (and remembered) rather than failed.
        if (!subscription) {
          logger.warn({ event: event.id }, 'billing: event names what Stripe does not have');
          return { handled: false, duplicate: false };
        }
        const [stored] = await tx
          .select({ userId: subscriptions.userId })
          .from(subscriptions)
          .where(eq(subscriptions.providerSubscriptionId, subscription.id));
        const userId = stored?.userId ?? subject.userId ?? subscription.metadata.userId;
        const [account] = userId
          ? await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
          : [];
        // A deleted account's subscription was cancelled with it; there is nothing to store.
        if (!account) {
          logger.warn({ subscription: subscription.id }, 'billing: subscription of no account');
          return { handled: false, duplicate: false };
        }
        await apply(
          tx,
          provider,
          account.id,
          fromStripeSubscription(subscription, countsFromItems(subscription, config.prices)),
        );
        return { handled: true, duplicate: false };
      });
    },
  };
}

export type StripeWebhooks = ReturnType<typeof createStripeWebhooks>;
