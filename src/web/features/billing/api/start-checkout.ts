import { checkoutMessages, type RedirectDto } from '@/shared/billing';
import { ApiError } from '@/web/lib/api-client';
import { createCheckout } from '@/web/lib/api/billing';
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
    reply = await createCheckout();
  } catch (error) {
    if (!(error instanceof ApiError)) throw new CheckoutError(checkoutMessages.exception);
    // An answer without the checkout's address is the spec's unknown error.
    if (error.code === 'bad_response') throw new CheckoutError(checkoutMessages.unknown);
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
