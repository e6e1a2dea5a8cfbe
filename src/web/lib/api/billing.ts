import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingStateSchema,
  maybeSubscriptionReadResponse,
  redirectSchema,
  subscriptionReadResponse,
  subscriptionResponse,
  type BillingStateDto,
  type DemoCheckoutRequest,
  type SubscriptionReadDto,
} from '@/shared/billing';
import { priceCatalogueSchema } from '@/shared/pricing';
import { apiRequest } from '../api-client';
import { sessionQueryKey } from '../session';

/**
 * The billing resource: the catalogue, the subscription in its two reads, and every change to
 * it. The wizard's payment step and the subscription page share the one billing state entry.
 */
export const billingKeys = {
  pricing: ['pricing'] as const,
  subscription: ['billing', 'subscription-read'] as const,
  state: ['billing', 'state'] as const,
};

export const getPricing = () => apiRequest('/api/pricing', priceCatalogueSchema);

export const pricingQuery = () =>
  queryOptions({ queryKey: billingKeys.pricing, queryFn: getPricing, staleTime: Infinity });

export const usePricing = () => useQuery(pricingQuery());

/** The spec's subscription read: one row or none. A failure reads as none (logged only). */
export async function getSubscriptionRead(signal?: AbortSignal) {
  try {
    const { subscription } = await apiRequest(
      '/api/billing/subscription-read',
      maybeSubscriptionReadResponse,
      { signal },
    );
    return subscription;
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
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

export const useSubscriptionRead = (enabled = true) =>
  useQuery({ ...subscriptionReadQuery(), enabled });

export const getBillingState = (signal?: AbortSignal) =>
  apiRequest('/api/billing/subscription', billingStateSchema, { signal });

export const billingStateQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.state,
    queryFn: ({ signal }) => getBillingState(signal),
    staleTime: 0,
  });

/** The subscription, if any, its own monthly price, and whether it may subscribe now. */
export const useBillingState = () => useQuery(billingStateQueryOptions());

/** The family's size, which the price follows. */
export const useFamilySize = () => {
  const state = useBillingState();
  return { ...state, data: state.data?.quote };
};

/** Starts the 14-day trial with no card; answers with the running one if it already exists. */
export const startTrial = async () =>
  (await apiRequest('/api/billing/trial', subscriptionResponse, { method: 'POST' })).subscription;

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (subscription) => {
      queryClient.setQueryData<BillingStateDto>(billingKeys.state, (state) =>
        state ? { ...state, subscription } : state,
      );
      // The signed-in frame shows the subscription's status.
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

/** The hosted checkout page (Stripe's, or the demo one) the server created. */
export const createCheckout = () =>
  apiRequest('/api/billing/checkout', redirectSchema, {
    method: 'POST',
    body: { planId: 'monthly', mode: 'subscription' },
  });

/** The provider's page for changing the card, cancelling or resuming. */
export const createPortal = () =>
  apiRequest('/api/billing/portal', redirectSchema, { method: 'POST' });

/** Demo billing's "pay"; `seenStatus` makes a repeat answer with the first one's result. */
export const completeDemoCheckout = (request: DemoCheckoutRequest = {}) =>
  apiRequest('/api/billing/demo-checkout', subscriptionReadResponse, {
    method: 'POST',
    body: request,
  });

export const demoCancel = (cancelAtPeriodEnd: boolean) =>
  apiRequest('/api/billing/demo-cancel', subscriptionReadResponse, {
    method: 'POST',
    body: { cancelAtPeriodEnd },
  });

export const useOpenPortal = () =>
  useMutation({
    mutationFn: async () => {
      const { url } = await createPortal();
      window.location.assign(url);
    },
  });

/** After a change the page and the header badge read the subscription again. */
function useSubscriptionChange<Input>(
  request: (input: Input) => Promise<{ subscription: SubscriptionReadDto }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData(billingKeys.subscription, subscription);
      void queryClient.invalidateQueries({ queryKey: billingKeys.state });
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export const useCompleteDemoCheckout = () => useSubscriptionChange(completeDemoCheckout);

export const useDemoCancel = () => useSubscriptionChange(demoCancel);
