import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsentDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { wizardTimings } from '../lib/timings';
import { onboardingKeys } from './query-keys';

export const getConsents = async (signal?: AbortSignal) =>
  (await apiRequest<{ consents: ConsentDto[] }>('/api/consents', { signal })).consents;

export const consentsQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.consents,
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
