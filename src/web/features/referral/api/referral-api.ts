import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@/shared/api-response';
import { referralDtoSchema, type InviteInput } from '@/shared/referral';
import { apiRequest } from '@/web/lib/api-client';

const referralKey = ['referral'] as const;

export const getReferral = (signal?: AbortSignal) =>
  apiRequest('/api/referral', referralDtoSchema, { signal });

export const referralQuery = () =>
  queryOptions({
    queryKey: referralKey,
    queryFn: ({ signal }) => getReferral(signal),
    staleTime: 0,
  });

/** The account's code, link and counters. */
export const useReferral = () => useQuery(referralQuery());

/** E-mails the friend the referral link; the counters change with it. */
export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) =>
      apiRequest('/api/referral/invites', messageResponse, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKey }),
  });
}
