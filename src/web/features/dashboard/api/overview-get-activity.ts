import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityResponse } from '../../../../shared/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { OVERVIEW_REFRESH_MS, overviewKeys } from './overview-keys';

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
