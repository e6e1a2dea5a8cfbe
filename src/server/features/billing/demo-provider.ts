import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { BillingProvider } from './provider';

const DAY_MS = 86_400_000;

/**
 * Demo billing (no payment-provider keys): it answers as the provider would, with its own ids,
 * and takes no payment. What it returns is stored by the same code that stores the provider's
 * webhook results.
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
  };
}
