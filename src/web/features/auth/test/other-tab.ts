import type { AuthEvent } from '../lib/auth-broadcast';

/** What another tab of the same browser would post on the auth channel. */
export function otherTabSays(event: AuthEvent) {
  const channel = new BroadcastChannel('family-checkin-auth');
  channel.postMessage({ event, tab: 'another-tab' });
  channel.close();
}
