import { queryOptions } from '@tanstack/react-query';
import type { ParentDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';

// The same key as every other reader of the parents list, so they share one cached copy.
export const parentsQueryOptions = () =>
  queryOptions({
    queryKey: ['parents'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ parents: ParentDto[] }>('/api/parents', { signal })).parents,
  });
