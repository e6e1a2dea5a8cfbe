import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../../shared/auth';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { onboardingKeys } from './query-keys';

export const completeOnboarding = () =>
  apiRequest<{ user: SessionUser }>('/api/onboarding/complete', { method: 'POST' });

/** Finishes set-up; the session then lets /dashboard through (RequireOnboarding). */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionQueryKey, user);
      return queryClient.invalidateQueries({ queryKey: onboardingKeys.state });
    },
  });
}
