import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingStateDto, OnboardingStep } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export const saveOnboardingStep = (step: OnboardingStep) =>
  apiRequest<OnboardingStateDto>('/api/onboarding', { method: 'PUT', body: { step } });

/** Records the sub-step to resume at. */
export function useSaveOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingStep,
    onSuccess: (state) => queryClient.setQueryData(onboardingKeys.state, state),
  });
}
