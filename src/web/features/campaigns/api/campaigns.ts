import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noContent } from '@/shared/api-response';
import {
  campaignDetailSchema,
  campaignListSchema,
  campaignResponse,
  scheduledMessageResponse,
  type CreateCampaignInput,
} from '@/shared/campaigns';
import { apiRequest } from '@/web/lib/api-client';

// The campaigns resource: its keys, reads and changes, each request made once.

/** The campaigns tab's cached reads. A change to a campaign invalidates them all. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: ['campaigns', 'list'] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
};

export const getCampaigns = (signal?: AbortSignal) =>
  apiRequest('/api/campaigns', campaignListSchema, { signal });

export const campaignsQueryOptions = () =>
  queryOptions({ queryKey: campaignKeys.list, queryFn: ({ signal }) => getCampaigns(signal) });

/** The owner's campaigns, newest first, with the dates a new one may start on. */
export const useCampaigns = () => useQuery(campaignsQueryOptions());

export const getCampaign = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/campaigns/${encodeURIComponent(id)}`, campaignDetailSchema, { signal });

export const campaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => getCampaign(id, signal),
    // A day locks 15 minutes before it is sent: read again each minute while it is open.
    refetchInterval: 60_000,
  });

/** One campaign with its scheduled messages, by day. */
export const useCampaign = (id: string) => useQuery(campaignQueryOptions(id));

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
