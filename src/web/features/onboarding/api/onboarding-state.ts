import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signedInResponse } from '@/shared/auth';
import {
  firstMessageResponse,
  onboardingStateSchema,
  type FirstMessageInput,
  type OnboardingStep,
} from '@/shared/onboarding';
import { apiRequest } from '@/web/lib/api-client';
import { sessionQueryKey } from '@/web/lib/session';
import { onboardingKeys } from './query-keys';

/** The wizard's own resource: where to resume, the first message, and finishing set-up. */

export const getOnboardingState = (signal?: AbortSignal) =>
  apiRequest('/api/onboarding', onboardingStateSchema, { signal });

export const onboardingStateQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.state,
    queryFn: ({ signal }) => getOnboardingState(signal),
    // Where to resume is read fresh each time the page opens: another device may have moved on.
    staleTime: 0,
  });

/** The sub-step to resume at, whether a first message went out, and whether set-up is done. */
export const useOnboardingState = () => useQuery(onboardingStateQueryOptions());

export const saveOnboardingStep = (step: OnboardingStep) =>
  apiRequest('/api/onboarding', onboardingStateSchema, { method: 'PUT', body: { step } });

/** Records the sub-step to resume at. */
export function useSaveOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingStep,
    onSuccess: (state) => queryClient.setQueryData(onboardingKeys.state, state),
  });
}

/** Refused (409) until that parent's consent is verified. */
export const sendFirstMessage = async (message: FirstMessageInput) =>
  (
    await apiRequest('/api/first-message', firstMessageResponse, {
      method: 'POST',
      body: message,
    })
  ).sent;

export function useSendFirstMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFirstMessage,
    // The server records when the first message went out; completing set-up checks it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.state }),
  });
}

export const completeOnboarding = () =>
  apiRequest('/api/onboarding/complete', signedInResponse, { method: 'POST' });

/** Finishes set-up; the session then lets /dashboard through (RequireOnboarding). */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionQueryKey, user);
      return queryClient.invalidateQueries({ queryKey: onboardingKeys.state });
    },
  });
}
