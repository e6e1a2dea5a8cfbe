import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@/shared/api-response';
import {
  standInWarningsSchema,
  type RaiseStandInWarning,
  type StandInWarnings,
} from '@/shared/weather';
import { apiRequest } from '@/web/lib/api-client';
import { devKeys, retryServerErrors } from './dev-query-keys';

// The local weather stand-in (/dev/weather): its warnings, and what the poller recorded.

export const getStandInWarnings = (signal?: AbortSignal) =>
  apiRequest('/api/dev/weather', standInWarningsSchema, { signal });

export const standInWarningsQueryOptions = () =>
  queryOptions({
    queryKey: devKeys.weather,
    queryFn: ({ signal }) => getStandInWarnings(signal),
    retry: retryServerErrors,
    // The worker polls every five minutes; a slow refresh shows what it recorded meanwhile.
    refetchInterval: 10_000,
  });

export const useStandInWarnings = () => useQuery(standInWarningsQueryOptions());

export const raiseStandInWarning = (warning: RaiseStandInWarning) =>
  apiRequest('/api/dev/weather', standInWarningsSchema, { method: 'POST', body: warning });

export const pollWeatherNow = () =>
  apiRequest('/api/dev/weather/poll', standInWarningsSchema, { method: 'POST' });

export const clearStandInWarning = (id: string) =>
  apiRequest(`/api/dev/weather/${encodeURIComponent(id)}`, okResponse, { method: 'DELETE' });

/** Raises a warning, or polls at once: the answer is the page's new state. */
export function useWeatherChange<Input>(request: (input: Input) => Promise<StandInWarnings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (state) => queryClient.setQueryData(devKeys.weather, state),
  });
}

export function useClearStandInWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearStandInWarning,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devKeys.weather }),
  });
}
