import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  clockResponse,
  type clockChangeSchema,
  type DevStatus,
} from '../../../../shared/dev-tools';
import { apiRequest } from '../../../lib/api-client';
import { devKeys } from './dev-query-keys';

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
