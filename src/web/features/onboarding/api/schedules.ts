import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scheduleListResponse, scheduleResponse, type ScheduleInput } from '@/shared/onboarding';
import { apiRequest } from '@/web/lib/api-client';
import { parentKeys } from '@/web/lib/api/parents';
import { onboardingKeys } from './query-keys';

export const getSchedules = async (signal?: AbortSignal) =>
  (await apiRequest('/api/schedules', scheduleListResponse, { signal })).schedules;

export const schedulesQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.schedules,
    queryFn: ({ signal }) => getSchedules(signal),
  });

/** One daily check-in schedule per parent. */
export const useSchedules = () => useQuery(schedulesQueryOptions());

export const saveSchedule = async (parentId: string, schedule: ScheduleInput) =>
  (
    await apiRequest(`/api/schedules/${encodeURIComponent(parentId)}`, scheduleResponse, {
      method: 'PUT',
      body: schedule,
    })
  ).schedule;

/** Saves each parent's schedule in turn; stops at the first refusal. */
export function useSaveSchedules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (schedules: Array<ScheduleInput & { parentId: string }>) => {
      for (const { parentId, ...schedule } of schedules) await saveSchedule(parentId, schedule);
    },
    onSettled: () =>
      Promise.all(
        [onboardingKeys.schedules, parentKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
