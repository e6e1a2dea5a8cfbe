import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityResponse, dashboardOverviewSchema } from '@/shared/dashboard';
import { apiRequest } from '@/web/lib/api-client';

// The overview: its counts and parents, and the recent activity, kept current while open.

/** The overview's cached reads; each change invalidates what it touched. */
export const overviewKeys = {
  overview: ['dashboard', 'overview'] as const,
  activity: ['dashboard', 'activity'] as const,
  history: (parentId: string | null) => ['dashboard', 'history', parentId ?? 'all'] as const,
};

/** While the tab is open it keeps itself current, so a reply shows without a reload. */
export const OVERVIEW_REFRESH_MS = 10_000;

export const getOverview = (signal?: AbortSignal) =>
  apiRequest('/api/dashboard/overview', dashboardOverviewSchema, { signal });

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: overviewKeys.overview,
    queryFn: ({ signal }) => getOverview(signal),
    // Polls only while the page is visible; coming back to the tab refetches at once.
    refetchInterval: OVERVIEW_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    // Coming back from the wizard's Add Parent, the new parent (and whether she is protected)
    // shows at once, not at the next poll.
    refetchOnMount: 'always',
  });

/** Counts, the parents with today's check-in, and the family members. */
export const useOverview = () => useQuery(overviewQueryOptions());

const ACTIVITY_LINES = 8;

export const getActivity = async (signal?: AbortSignal) =>
  (
    await apiRequest(`/api/dashboard/activity?limit=${ACTIVITY_LINES}`, activityResponse, {
      signal,
    })
  ).activity;

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: overviewKeys.activity,
    queryFn: ({ signal }) => getActivity(signal),
    refetchInterval: OVERVIEW_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

/** The latest steps of the account's check-ins, newest first. */
export const useActivity = () => useQuery(activityQueryOptions());
