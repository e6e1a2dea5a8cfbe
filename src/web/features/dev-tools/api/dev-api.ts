import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DevStatus,
  MailboxEntry,
  MailboxMessage,
  PhoneEvent,
  PhoneThreadSummary,
  callActions,
} from '../../../../shared/dev-tools';
import { apiRequest } from '../../../lib/api-client';

export const devKeys = {
  status: ['dev', 'status'] as const,
  mailbox: ['dev', 'mailbox'] as const,
  email: (id: string) => ['dev', 'mailbox', id] as const,
  threads: ['dev', 'phone'] as const,
  thread: (phone: string) => ['dev', 'phone', phone] as const,
};

export const statusQuery = () =>
  queryOptions({
    queryKey: devKeys.status,
    queryFn: () => apiRequest<DevStatus>('/api/dev/status'),
    refetchInterval: 5000,
    retry: false,
  });

export const mailboxQuery = () =>
  queryOptions({
    queryKey: devKeys.mailbox,
    queryFn: () => apiRequest<MailboxEntry[]>('/api/dev/mailbox'),
    refetchInterval: 1500,
  });

export const emailQuery = (id: string) =>
  queryOptions({
    queryKey: devKeys.email(id),
    queryFn: () => apiRequest<MailboxMessage>(`/api/dev/mailbox/${id}`),
  });

export const threadsQuery = () =>
  queryOptions({
    queryKey: devKeys.threads,
    queryFn: () => apiRequest<PhoneThreadSummary[]>('/api/dev/phone'),
    refetchInterval: 1000,
  });

export const threadQuery = (phone: string) =>
  queryOptions({
    queryKey: devKeys.thread(phone),
    queryFn: () => apiRequest<PhoneEvent[]>(`/api/dev/phone/${encodeURIComponent(phone)}`),
    refetchInterval: 1000,
  });

export function useMoveClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { advanceMinutes: number } | { reset: true }) =>
      apiRequest<{ now: string; offsetMinutes: number }>('/api/dev/clock', {
        method: 'POST',
        body: change,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devKeys.status }),
  });
}

export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { channel: 'sms' | 'call' | 'email'; to: string; body: string }) =>
      apiRequest<{ id: string }>('/api/dev/send-test', { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dev'] }),
  });
}

export function useReplyAsPhone(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<{ sid: string }>(`/api/dev/phone/${encodeURIComponent(phone)}/reply`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dev', 'phone'] }),
  });
}

export function useCallAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sid, action }: { sid: string; action: (typeof callActions)[number] }) =>
      apiRequest<{ ok: true }>(`/api/dev/calls/${sid}`, { method: 'POST', body: { action } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dev', 'phone'] }),
  });
}
