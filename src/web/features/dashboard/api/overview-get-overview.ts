import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardOverviewSchema } from '../../../../shared/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { OVERVIEW_REFRESH_MS, overviewKeys } from './overview-keys';

export const getOverview = (signal?: AbortSignal) =>
  apiRequest('/api/dashboard/overview', dashboardOverviewSchema, { signal });

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: overviewKeys.overview,
    queryFn: ({ signal }) => getOverview(signal),
    // Polls only while the page is visible; coming back to the tab refetches at once.
    refetchInterval: OVERVIEW_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

/** Counts, the parents with today's check-in, and the family members. */
export const useOverview = () => useQuery(overviewQueryOptions());
