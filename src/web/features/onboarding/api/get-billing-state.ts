import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingStateDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export const getBillingState = (signal?: AbortSignal) =>
  apiRequest<BillingStateDto>('/api/billing/subscription', { signal });

export const billingStateQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.billing,
    queryFn: ({ signal }) => getBillingState(signal),
    staleTime: 0,
  });

/** The subscription, if any, and the price quote for this family's size. */
export const useBillingState = () => useQuery(billingStateQueryOptions());
