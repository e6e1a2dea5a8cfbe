import { queryOptions, useQuery } from '@tanstack/react-query';
import { mailboxSchema } from '../../../../shared/dev-tools';
import { apiRequest } from '../../../lib/api-client';
import { devKeys, retryServerErrors } from './dev-query-keys';

export const getMailbox = (signal?: AbortSignal) =>
  apiRequest('/api/dev/mailbox', mailboxSchema, { signal });

export const mailboxQueryOptions = () =>
  queryOptions({
    queryKey: devKeys.mailbox,
    queryFn: ({ signal }) => getMailbox(signal),
    retry: retryServerErrors,
    // Live: an e-mail the app sends shows up without a reload.
    refetchInterval: 1500,
  });

/** Every e-mail the service sent, newest first. */
export const useMailbox = () => useQuery(mailboxQueryOptions());
