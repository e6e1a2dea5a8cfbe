import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingStateDto } from '../../../../shared/billing';
import { billingKeys, startTrial } from '../../../lib/api/billing';
import { sessionQueryKey } from '../../../lib/session';

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
