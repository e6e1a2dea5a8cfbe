import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedirectDto, SubscriptionReadDto } from '../../../../shared/billing';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { billingKeys } from './billing-queries';
import { startCheckout } from './start-checkout';

export const useStartCheckout = () => useMutation({ mutationFn: () => startCheckout() });

export const useOpenPortal = () =>
  useMutation({
    mutationFn: async () => {
      const { url } = await apiRequest<RedirectDto>('/api/billing/portal', { method: 'POST' });
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

export const useCompleteDemoCheckout = () =>
  useSubscriptionChange(() => apiRequest('/api/billing/demo-checkout', { method: 'POST' }));

export const useDemoCancel = () =>
  useSubscriptionChange((cancelAtPeriodEnd: boolean) =>
    apiRequest('/api/billing/demo-cancel', { method: 'POST', body: { cancelAtPeriodEnd } }),
  );
