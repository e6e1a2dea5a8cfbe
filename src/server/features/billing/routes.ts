import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import { toSubscriptionDto, type BillingService } from './service';

/** The account's subscription and the free trial the set-up wizard starts. */
export function billingRoutes(billing: BillingService, auth: Auth) {
  const signedIn = requireSession(auth);
  return new Hono<SignedInEnv>()
    .get('/billing/subscription', signedIn, async (c) =>
      c.json(await billing.state(c.get('signedIn').userId)),
    )
    .post('/billing/trial', signedIn, async (c) => {
      const { subscription, created } = await billing.startTrial(c.get('signedIn').userId);
      return c.json({ subscription: toSubscriptionDto(subscription) }, created ? 201 : 200);
    });
}
