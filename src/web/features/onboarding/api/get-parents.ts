import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export const getParents = async (signal?: AbortSignal) =>
  (await apiRequest<{ parents: ParentDto[] }>('/api/parents', { signal })).parents;

export const parentsQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.parents, queryFn: ({ signal }) => getParents(signal) });

/** The owner's parents, newest first. */
export const useParents = () => useQuery(parentsQueryOptions());
