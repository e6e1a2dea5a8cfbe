/**
 * Loaded only when someone subscribes (its own chunk, as the provider's script was): sends the
 * browser to the hosted checkout page the server created.
 */
export function redirectToCheckout(url: string) {
  window.location.assign(url);
}
