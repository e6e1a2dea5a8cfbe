import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDto } from '../../../../shared/campaigns';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaigns-keys';

export const setCampaignActive = async (id: string, active: boolean) =>
  (
    await apiRequest<{ campaign: CampaignDto }>(`/api/campaigns/${encodeURIComponent(id)}`, {
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
