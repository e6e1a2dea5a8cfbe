/**
 * Tells other tabs of this browser about sign-in events: the tab waiting on "Check your email"
 * learns that the link was opened in another tab, and a reset page learns that the reset was
 * completed elsewhere.
 */
export type AuthEvent = 'signed-in' | 'signed-out' | 'password-reset';

const CHANNEL = 'family-checkin-auth';

// A channel delivers to every other listener of the same name, this tab's own included; the
// tab id lets a tab ignore what it said itself.
const thisTab = Math.random().toString(36).slice(2);

interface AuthMessage {
  event: AuthEvent;
  tab: string;
}

export function announceAuthEvent(event: AuthEvent) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ event, tab: thisTab } satisfies AuthMessage);
  channel.close();
}

/** Calls `listener` for each event from another tab; returns an unsubscribe. */
export function onAuthEvent(listener: (event: AuthEvent) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent<AuthMessage>) => {
    if (message.data.tab !== thisTab) listener(message.data.event);
  };
  return () => channel.close();
}
