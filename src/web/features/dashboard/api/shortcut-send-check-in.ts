import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SentCheckIn {
  id: string;
  status: string;
  localDate: string;
}

/** Today's check-in, now. Refused (409) outside 7 AM–9 PM, when already sent today, and so on. */
export const sendCheckInNow = async (parentId: string) =>
  (
    await apiRequest<{ checkIn: SentCheckIn }>(
      `/api/parents/${encodeURIComponent(parentId)}/check-in`,
      { method: 'POST' },
    )
  ).checkIn;

export function useSendCheckInNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCheckInNow,
    // The check-in shows up in the dashboard's activity and counts, whatever reads them.
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' }),
  });
}
