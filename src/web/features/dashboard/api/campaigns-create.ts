import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignResponse, type CreateCampaignInput } from '../../../../shared/campaigns';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaigns-keys';

export const createCampaign = async (campaign: CreateCampaignInput) =>
  (
    await apiRequest('/api/campaigns', campaignResponse, {
      method: 'POST',
      body: campaign,
    })
  ).campaign;

/** Creates the campaign and its scheduled messages together (all or nothing on the server). */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
