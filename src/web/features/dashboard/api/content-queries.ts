import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentListResponse } from '../../../../shared/library';
import { apiRequest } from '../../../lib/api-client';

export const contentKeys = { content: ['content-library'] as const };

export const contentQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.content,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/content', contentListResponse, { signal })).content,
  });

/** The owner's own items and the system items, newest first. */
export const useContentLibrary = () => useQuery(contentQueryOptions());
