import { checkoutMessages, type RedirectDto } from '../../../../shared/billing';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type * as RedirectToCheckout from './redirect-to-checkout';

/** A checkout failure, with the spec's text for it. */
export class CheckoutError extends Error {
  override name = 'CheckoutError';
}

export type RedirectModule = typeof RedirectToCheckout;
const loadRedirect = () => import('./redirect-to-checkout');

/**
 * Subscribe: the server creates the checkout session (Stripe's hosted checkout, or the demo
 * page), then the browser goes there. Each failure carries the spec's checkout error text.
 */
export async function startCheckout(load: () => Promise<RedirectModule> = loadRedirect) {
  let reply: RedirectDto | undefined;
  try {
    reply = await apiRequest<RedirectDto>('/api/billing/checkout', {
      method: 'POST',
      body: { planId: 'monthly', mode: 'subscription' },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw new CheckoutError(checkoutMessages.exception);
    if (error.status === 401) throw new CheckoutError(checkoutMessages.noToken);
    if (error.code === 'network_error' || error.status >= 500)
      throw new CheckoutError(checkoutMessages.creationFailed);
    throw new CheckoutError(checkoutMessages.replyError(error.message));
  }
  if (!reply?.url) throw new CheckoutError(checkoutMessages.unknown);
  let redirect: RedirectModule;
  try {
    redirect = await load();
  } catch {
    throw new CheckoutError(checkoutMessages.scriptFailed);
  }
  redirect.redirectToCheckout(reply.url);
}
