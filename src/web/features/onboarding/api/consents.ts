import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentDto } from '@/shared/onboarding';
import { consentKeys, getConsents, sendConsent } from '@/web/lib/api/consents';
import { wizardTimings } from '../lib/timings';

export const consentsQueryOptions = () =>
  queryOptions({
    queryKey: consentKeys.all,
    queryFn: ({ signal }) => getConsents(signal),
    staleTime: 0,
    // A request turns verified only when the person texts Y from their phone, so re-read the
    // list while any request waits for its answer.
    refetchInterval: (query) =>
      query.state.data?.some((consent) => consent.status === 'sent')
        ? wizardTimings.consentPollMs
        : false,
  });

/** One consent per parent and family member (created pending the first time they are listed). */
export const useConsents = () => useQuery(consentsQueryOptions());

/** Texts the consent request (or re-sends it); the list shows the new status at once. */
export function useSendConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendConsent,
    onSuccess: (sent) =>
      queryClient.setQueryData<ConsentDto[]>(consentKeys.all, (consents) =>
        consents?.map((consent) => (consent.id === sent.id ? { ...consent, ...sent } : consent)),
      ),
  });
}
