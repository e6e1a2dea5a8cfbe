import { queryOptions, useQuery } from '@tanstack/react-query';
import { phoneThreadSchema } from '../../../../shared/dev-tools';
import { apiRequest } from '../../../lib/api-client';
import { devKeys, retryServerErrors } from './dev-query-keys';

/** The path segment for an E.164 number: the + must travel as %2B. */
export const phonePath = (phone: string) => `/api/dev/phone/${encodeURIComponent(phone)}`;

export const getPhoneThread = (phone: string, signal?: AbortSignal) =>
  apiRequest(phonePath(phone), phoneThreadSchema, { signal });

export const phoneThreadQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: devKeys.thread(phone),
    queryFn: ({ signal }) => getPhoneThread(phone, signal),
    retry: retryServerErrors,
    // A call rings for a few seconds at most before the service gives up, so poll briskly.
    refetchInterval: 1000,
  });

/** One phone's texts and calls, oldest first, as a conversation reads. */
export const usePhoneThread = (phone: string) => useQuery(phoneThreadQueryOptions(phone));
