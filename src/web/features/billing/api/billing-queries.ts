import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionReadDto } from '../../../../shared/billing';
import type { BillingStateDto } from '../../../../shared/onboarding';
import type { PriceCatalogue } from '../../../../shared/pricing';
import { apiRequest } from '../../../lib/api-client';

export const billingKeys = {
  pricing: ['pricing'] as const,
  subscription: ['billing', 'subscription-read'] as const,
  state: ['billing', 'state'] as const,
};

export const pricingQuery = () =>
  queryOptions({
    queryKey: billingKeys.pricing,
    queryFn: () => apiRequest<PriceCatalogue>('/api/pricing'),
    staleTime: Infinity,
  });

/** The spec's subscription read: one row or none. A failure reads as none (logged only). */
export async function getSubscriptionRead(signal?: AbortSignal) {
  try {
    const { subscription } = await apiRequest<{ subscription: SubscriptionReadDto | null }>(
      '/api/billing/subscription-read',
      { signal },
    );
    return subscription;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.error('Failed to load the subscription', error);
    return null;
  }
}

export const subscriptionReadQuery = () =>
  queryOptions({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => getSubscriptionRead(signal),
    staleTime: 0,
  });

export const usePricing = () => useQuery(pricingQuery());
export const useSubscriptionRead = (enabled = true) =>
  useQuery({ ...subscriptionReadQuery(), enabled });

/** The account's subscription, its own monthly price, and whether it may subscribe now. */
export const useBillingState = () =>
  useQuery({
    queryKey: billingKeys.state,
    queryFn: ({ signal }) => apiRequest<BillingStateDto>('/api/billing/subscription', { signal }),
  });

/** The family's size, which the price follows. */
export const useFamilySize = () => {
  const state = useBillingState();
  return { ...state, data: state.data?.quote };
};
