import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@/shared/api-response';
import {
  phoneThreadSchema,
  phoneThreadsSchema,
  simulatedReplyResponse,
  type callActions,
  type CallActionInput,
  type CallServiceInput,
} from '@/shared/dev-tools';
import { apiRequest } from '@/web/lib/api-client';
import { devKeys, retryServerErrors } from './dev-query-keys';

// The phone simulator: the phones the service reached, one conversation, and acting as the person.

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

/** Texts the service from `phone`, through the same webhook a real provider would call. */
export const replyAsPhone = (phone: string, body: string) =>
  apiRequest(`${phonePath(phone)}/reply`, simulatedReplyResponse, {
    method: 'POST',
    body: { body },
  });

export function useReplyAsPhone(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replyAsPhone(phone, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devKeys.phone }),
  });
}

export type CallAction = (typeof callActions)[number];

export const actOnCall = ({ sid, ...act }: { sid: string } & CallActionInput) =>
  apiRequest(`/api/dev/calls/${encodeURIComponent(sid)}`, okResponse, {
    method: 'POST',
    body: act,
  });

/** Answers (or ignores) a ringing call as the person would. */
export function useActOnCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnCall,
    // Also after a refusal: "no longer ringing" means the thread on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: devKeys.phone }),
  });
}

/** Calls the service's number from `phone`, through the provider's own webhook. */
export const callTheService = (phone: string, act: CallServiceInput) =>
  apiRequest(`${phonePath(phone)}/call`, simulatedReplyResponse, { method: 'POST', body: act });

export function useCallTheService(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (act: CallServiceInput) => callTheService(phone, act),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devKeys.phone }),
  });
}
