import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountInput } from '../../../../shared/family';
import type { ProfileDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { onboardingKeys } from './query-keys';

export const saveProfile = async (account: AccountInput) =>
  (await apiRequest<{ profile: ProfileDto }>('/api/profile', { method: 'PUT', body: account }))
    .profile;

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(onboardingKeys.profile, profile);
      // The greeting and the consent request both use the owner's name.
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
