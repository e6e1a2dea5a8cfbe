import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { overviewKeys } from './overview-keys';

export const sendCheckInNow = (parentId: string) =>
  apiRequest<{ checkIn: { id: string; status: string; localDate: string } }>(
    `/api/parents/${encodeURIComponent(parentId)}/check-in`,
    { method: 'POST' },
  );

/** Sends a parent's check-in for today now; the overview and activity then show it. */
export function useSendCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCheckInNow,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: overviewKeys.overview }),
        queryClient.invalidateQueries({ queryKey: overviewKeys.activity }),
      ]),
  });
}
