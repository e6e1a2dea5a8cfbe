import { queryOptions, useQuery } from '@tanstack/react-query';
import { mailboxMessageSchema, mailboxSchema } from '@/shared/dev-tools';
import { apiRequest } from '@/web/lib/api-client';
import { devKeys, retryServerErrors } from './dev-query-keys';

// The dev mailbox: every e-mail the service sent, and each one whole.

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
