import { queryOptions, useQuery } from '@tanstack/react-query';
import { phoneThreadsSchema } from '../../../../shared/dev-tools';
import { apiRequest } from '../../../lib/api-client';
import { devKeys, retryServerErrors } from './dev-query-keys';

export const getPhoneThreads = (signal?: AbortSignal) =>
  apiRequest('/api/dev/phone', phoneThreadsSchema, { signal });

export const phoneThreadsQueryOptions = () =>
  queryOptions({
    queryKey: devKeys.phone,
    queryFn: ({ signal }) => getPhoneThreads(signal),
    retry: retryServerErrors,
    refetchInterval: 1000,
  });

/** Every phone the service texted or called, most recent first. */
export const usePhoneThreads = () => useQuery(phoneThreadsQueryOptions());
