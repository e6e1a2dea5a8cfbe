import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingStateDto, SubscriptionDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { onboardingKeys } from './query-keys';

/** Starts the 14-day trial with no card; answers with the running one if it already exists. */
export const startTrial = async () =>
  (await apiRequest<{ subscription: SubscriptionDto }>('/api/billing/trial', { method: 'POST' }))
    .subscription;

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (subscription) => {
      queryClient.setQueryData<BillingStateDto>(onboardingKeys.billing, (state) =>
        state ? { ...state, subscription } : state,
      );
      // The signed-in frame shows the subscription's status.
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
