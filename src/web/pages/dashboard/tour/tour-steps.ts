/** The guided tour's stops, in order; each points at the element marked `data-tour={anchor}`. */
export const tourSteps = [
  {
    anchor: 'dashboard-header',
    title: 'Welcome to your dashboard',
    body: 'This is home base for your family’s daily check-ins. The tabs below hold your message templates, campaigns, voice settings and a test text.',
  },
  {
    anchor: 'parents',
    title: 'Your parents',
    body: 'Everyone who gets a daily check-in, with their phone and status. You can add up to four.',
  },
  {
    anchor: 'quick-actions',
    title: 'Quick actions',
    body: 'Send today’s check-in right now, or add a parent or a family member, in one tap.',
  },
  {
    anchor: 'message-history',
    title: 'Recent activity',
    body: 'Each check-in, reply and call shows up here. Open the message history for the full record.',
  },
  {
    anchor: 'family-members',
    title: 'Family members',
    body: 'The people we tell when a parent replies, and alert when there is no answer.',
  },
] as const;

/** The spec's wait before the tour starts on its own, and its stored flag. */
export const TOUR_DELAY_MS = 2000;
export const TOUR_SEEN_KEY = 'hasSeenTour';

export function hasSeenTour() {
  try {
    return localStorage.getItem(TOUR_SEEN_KEY) === 'true';
  } catch {
    // Storage blocked (private mode, policy): treat as seen rather than show it on every load.
    return true;
  }
}

export function markTourSeen() {
  try {
    localStorage.setItem(TOUR_SEEN_KEY, 'true');
  } catch {
    // Nothing to keep it in; the tour simply may show again.
  }
}
