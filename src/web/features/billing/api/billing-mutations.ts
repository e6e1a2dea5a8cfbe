import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionReadDto } from '../../../../shared/billing';
import {
  billingKeys,
  completeDemoCheckout,
  createPortal,
  demoCancel,
} from '../../../lib/api/billing';
import { sessionQueryKey } from '../../../lib/session';
import { startCheckout } from './start-checkout';

export const useStartCheckout = () => useMutation({ mutationFn: () => startCheckout() });

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
