import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignResponse } from '../../../../shared/campaigns';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaigns-keys';

export const setCampaignActive = async (id: string, active: boolean) =>
  (
    await apiRequest(`/api/campaigns/${encodeURIComponent(id)}`, campaignResponse, {
      method: 'PATCH',
      body: { active },
    })
  ).campaign;

/** Pause (its messages are not used) or activate a campaign. */
export function useSetCampaignActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setCampaignActive(id, active),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
