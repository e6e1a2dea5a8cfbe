import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteInput, ReferralDto } from '../../../../shared/referral';
import { apiRequest } from '../../../lib/api-client';

const referralKey = ['referral'] as const;

export const referralQuery = () =>
  queryOptions({
    queryKey: referralKey,
    queryFn: ({ signal }) => apiRequest<ReferralDto>('/api/referral', { signal }),
    staleTime: 0,
  });

/** The account's code, link and counters. */
export const useReferral = () => useQuery(referralQuery());

/** E-mails the friend the referral link; the counters change with it. */
export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) =>
      apiRequest<{ message: string }>('/api/referral/invites', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKey }),
  });
}
