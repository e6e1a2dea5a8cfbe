import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export const getSchedules = async (signal?: AbortSignal) =>
  (await apiRequest<{ schedules: ScheduleDto[] }>('/api/schedules', { signal })).schedules;

export const schedulesQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.schedules,
    queryFn: ({ signal }) => getSchedules(signal),
  });

/** One daily check-in schedule per parent. */
export const useSchedules = () => useQuery(schedulesQueryOptions());
