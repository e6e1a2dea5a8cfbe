import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent } from '../../../../shared/api-response';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaigns-keys';

export const deleteCampaign = (id: string) =>
  apiRequest(`/api/campaigns/${encodeURIComponent(id)}`, noContent, { method: 'DELETE' });

/** Deletes a campaign and its unsent messages; the server keeps sent ones as history. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: campaignKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: campaignKeys.list });
    },
  });
}
