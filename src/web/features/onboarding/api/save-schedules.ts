import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleDto, ScheduleInput } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export const saveSchedule = async (parentId: string, schedule: ScheduleInput) =>
  (
    await apiRequest<{ schedule: ScheduleDto }>(`/api/schedules/${encodeURIComponent(parentId)}`, {
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
        [onboardingKeys.schedules, onboardingKeys.parents].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
