import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingStateDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export const getOnboardingState = (signal?: AbortSignal) =>
  apiRequest<OnboardingStateDto>('/api/onboarding', { signal });

export const onboardingStateQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.state,
    queryFn: ({ signal }) => getOnboardingState(signal),
    // Where to resume is read fresh each time the page opens: another device may have moved on.
    staleTime: 0,
  });

/** The sub-step to resume at, whether a first message went out, and whether set-up is done. */
export const useOnboardingState = () => useQuery(onboardingStateQueryOptions());
