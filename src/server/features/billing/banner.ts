import { stopCauseOf, trialReminderDays, type BillingBannerDto } from '@/shared/billing';
import type { Subscription } from './subscriptions';
import { servingStatuses } from './subscriptions';

const DAY_MS = 86_400_000;

/**
 * What the dashboard's banner says about billing (docs/product.md §2.12), on the service clock: from
 * 3 days before the trial ends, that it ends and what the plan costs; once check-ins stopped
 * for billing, that they stopped and why. Nothing for an account that never had a subscription
 * (it has not finished setting up) or has no parent to check on.
 */
export function billingBanner(
  row: Subscription | undefined,
  facts: { now: Date; monthlyCents: number; parents: number },
): BillingBannerDto | null {
  if (!row || facts.parents === 0) return null;
  const { now, monthlyCents } = facts;
  if (!servingStatuses.includes(row.status))
    return { kind: 'stopped', cause: stopCauseOf(row), monthlyCents };
  if (row.status !== 'trialing' || !row.trialEndsAt) return null;
  const left = row.trialEndsAt.getTime() - now.getTime();
  if (left <= 0 || left > Math.max(...trialReminderDays) * DAY_MS) return null;
  return { kind: 'trial_ending', endsAt: row.trialEndsAt.toISOString(), monthlyCents };
}
