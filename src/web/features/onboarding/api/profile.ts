import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountInput } from '@/shared/family';
import { maybeProfileResponse, profileResponse } from '@/shared/onboarding';
import { apiRequest } from '@/web/lib/api-client';
import { sessionQueryKey } from '@/web/lib/session';
import { onboardingKeys } from './query-keys';

export const getProfile = async (signal?: AbortSignal) =>
  (await apiRequest('/api/profile', maybeProfileResponse, { signal })).profile;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.profile, queryFn: ({ signal }) => getProfile(signal) });

/** The owner's own details, or null before the account step is saved. */
export const useProfile = () => useQuery(profileQueryOptions());

export const saveProfile = async (account: AccountInput) =>
  (await apiRequest('/api/profile', profileResponse, { method: 'PUT', body: account })).profile;

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
