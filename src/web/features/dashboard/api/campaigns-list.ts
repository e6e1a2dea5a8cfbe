import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignListSchema } from '../../../../shared/campaigns';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaigns-keys';

export const getCampaigns = (signal?: AbortSignal) =>
  apiRequest('/api/campaigns', campaignListSchema, { signal });

export const campaignsQueryOptions = () =>
  queryOptions({ queryKey: campaignKeys.list, queryFn: ({ signal }) => getCampaigns(signal) });

/** The owner's campaigns, newest first, with the dates a new one may start on. */
export const useCampaigns = () => useQuery(campaignsQueryOptions());
