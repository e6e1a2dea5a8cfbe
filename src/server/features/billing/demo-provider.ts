import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Clock } from '../../clock';
import type { BillingProvider } from './provider';

const DAY_MS = 86_400_000;

/** Where the local checkout page lives; it completes through the webhook's code path. */
export const demoCheckoutPath = '/checkout/demo';

const addMonth = (date: Date) => DateTime.fromJSDate(date).plus({ months: 1 }).toJSDate();
/** The end of the month after a demo period that ended at `end`. */
export const demoPeriodEnd = addMonth;

/**
 * Demo billing (no payment-provider keys): it answers as the provider would, with its own ids,
 * and takes no payment. What it returns is stored by the same code that stores the provider's
 * webhook results. The stored row is its only state.
 */
export function createDemoBillingProvider(clock: Clock): BillingProvider {
  return {
    name: 'demo',
    async startTrial(request) {
      const trialEndsAt = new Date(clock.now().getTime() + request.trialDays * DAY_MS);
      return {
        provider: 'demo',
        providerCustomerId: `demo_cus_${randomUUID()}`,
        providerSubscriptionId: `demo_sub_${randomUUID()}`,
        status: 'trialing',
        trialEndsAt,
        currentPeriodEnd: trialEndsAt,
        cancelAtPeriodEnd: false,
        parentCount: request.parentCount,
        familyMemberCount: request.familyMemberCount,
      };
    },
    async createCheckout() {
      return { url: demoCheckoutPath };
    },
    async createPortal() {
      return null;
    },
    async creditFreeMonth(subscription) {
      // The free month moves the end of the period (and of a trial) one month on.
      const periodEnd = subscription.currentPeriodEnd ?? clock.now();
      return {
        ...subscription,
        currentPeriodEnd: addMonth(periodEnd < clock.now() ? clock.now() : periodEnd),
        trialEndsAt:
          subscription.status === 'trialing' && subscription.trialEndsAt
            ? addMonth(subscription.trialEndsAt)
            : subscription.trialEndsAt,
      };
    },
    async updateQuantities(subscription, counts) {
      return { ...subscription, ...counts };
    },
    async cancelNow() {},
  };
}

/**
 * The demo checkout's answer: an account without a running subscription starts the free trial;
 * one in its trial starts paying now (what adding a card in the real checkout leads to), so
 * its first paid period begins.
 */
export function demoCheckoutResult(
  clock: Clock,
  current: Parameters<BillingProvider['cancelNow']>[0],
): Parameters<BillingProvider['cancelNow']>[0] {
  const now = clock.now();
  return {
    ...current,
    status: 'active',
    trialEndsAt: current.status === 'trialing' ? now : current.trialEndsAt,
    currentPeriodEnd: addMonth(now),
    cancelAtPeriodEnd: false,
  };
}
