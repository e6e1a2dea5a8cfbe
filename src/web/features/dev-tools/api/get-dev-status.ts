import { queryOptions, useQuery } from '@tanstack/react-query';
import { devStatusSchema } from '../../../../shared/dev-tools';
import { apiRequest } from '../../../lib/api-client';
import { devKeys, retryServerErrors } from './dev-query-keys';

export const getDevStatus = (signal?: AbortSignal) =>
  apiRequest('/api/dev/status', devStatusSchema, { signal });

export const devStatusQueryOptions = () =>
  queryOptions({
    queryKey: devKeys.status,
    queryFn: ({ signal }) => getDevStatus(signal),
    retry: retryServerErrors,
  });

/** The service's clock and providers; answered 404 when the dev tools are not mounted. */
export function useDevStatus({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...devStatusQueryOptions(), refetchInterval });
}
