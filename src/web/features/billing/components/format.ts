import type { SubscriptionReadDto } from '@/shared/billing';

/** A Unix-seconds moment as a local date, e.g. "June 28, 2025". */
export const localDate = (unixSeconds: number) =>
  new Date(unixSeconds * 1000).toLocaleDateString(undefined, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

export const statusLabel = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');

/**
 * What the subscription's date is, for its status: the end of a trial, a renewal only for an
 * active plan that renews, the end of one cancelled at its end, or the day a cancelled one
 * ended. Any other status (a failed payment, a pause) shows no date: none of them renews.
 */
export function periodEndLabel(subscription: SubscriptionReadDto): string | null {
  if (subscription.current_period_end === null) return null;
  switch (subscription.subscription_status) {
    case 'trialing':
      return 'Trial ends on';
    case 'active':
      return subscription.cancel_at_period_end ? 'Expires on' : 'Renews on';
    case 'canceled':
      return 'Ended on';
    default:
      return null;
  }
}
