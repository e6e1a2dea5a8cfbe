import { queryOptions, useQuery } from '@tanstack/react-query';
import { mailboxMessageSchema } from '../../../../shared/dev-tools';
import { apiRequest } from '../../../lib/api-client';
import { devKeys, retryServerErrors } from './dev-query-keys';

const settled = ['sent', 'failed'];

export const getEmail = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/dev/mailbox/${encodeURIComponent(id)}`, mailboxMessageSchema, { signal });

export const emailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: devKeys.email(id),
    queryFn: ({ signal }) => getEmail(id, signal),
    retry: retryServerErrors,
    // The content never changes; only the status does, until the e-mail is sent or failed.
    refetchInterval: (query) =>
      query.state.data && !settled.includes(query.state.data.status) ? 1500 : false,
  });

export const useEmail = (id: string) => useQuery(emailQueryOptions(id));
