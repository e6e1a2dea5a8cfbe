import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignDetailSchema } from '../../../../shared/campaigns';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaigns-keys';

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
