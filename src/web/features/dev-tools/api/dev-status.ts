import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  clockResponse,
  devStatusSchema,
  type DevStatus,
  type clockChangeSchema,
} from '@/shared/dev-tools';
import { apiRequest } from '@/web/lib/api-client';
import { devKeys, retryServerErrors } from './dev-query-keys';

// The service's clock and providers.

export const getDevStatus = (signal?: AbortSignal) =>
  apiRequest('/api/dev/status', devStatusSchema, { signal });

export const devStatusQueryOptions = () =>
  queryOptions({
    queryKey: devKeys.status,
    queryFn: ({ signal }) => getDevStatus(signal),
    retry: retryServerErrors,
  });

/** The service's clock and providers; answered 404 when the dev tools are not mounted. */
export function useDevStatus({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...devStatusQueryOptions(), refetchInterval });
}

export type ClockChange = z.infer<typeof clockChangeSchema>;

export const changeClock = (change: ClockChange) =>
  apiRequest('/api/dev/clock', clockResponse, {
    method: 'POST',
    body: change,
  });

export function useChangeClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeClock,
    onSuccess: (clock) => {
      // Show the new time at once; the refetch then brings the rest of the status.
      queryClient.setQueryData<DevStatus>(devKeys.status, (status) =>
        status ? { ...status, ...clock } : status,
      );
      return queryClient.invalidateQueries({ queryKey: devKeys.status });
    },
  });
}
