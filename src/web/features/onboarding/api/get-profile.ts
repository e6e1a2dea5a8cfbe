import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export const getProfile = async (signal?: AbortSignal) =>
  (await apiRequest<{ profile: ProfileDto | null }>('/api/profile', { signal })).profile;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.profile, queryFn: ({ signal }) => getProfile(signal) });

/** The owner's own details, or null before the account step is saved. */
export const useProfile = () => useQuery(profileQueryOptions());
