import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduledMessageResponse } from '../../../../shared/campaigns';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaigns-keys';

export const editScheduledMessage = async (id: string, content: string) =>
  (
    await apiRequest(
      `/api/scheduled-messages/${encodeURIComponent(id)}`,
      scheduledMessageResponse,
      { method: 'PUT', body: { content } },
    )
  ).message;

/** Answered 409 once the day is within 15 minutes of being sent, or sent. */
export function useEditScheduledMessage(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      editScheduledMessage(id, content),
    // A refusal also means the page's status is stale: read the campaign again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) }),
  });
}
