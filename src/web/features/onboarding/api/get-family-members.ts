import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyMemberDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export const getFamilyMembers = async (signal?: AbortSignal) =>
  (await apiRequest<{ familyMembers: FamilyMemberDto[] }>('/api/family-members', { signal }))
    .familyMembers;

export const familyMembersQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.familyMembers,
    queryFn: ({ signal }) => getFamilyMembers(signal),
  });

/** The people told how the parents are, newest first. */
export const useFamilyMembers = () => useQuery(familyMembersQueryOptions());
