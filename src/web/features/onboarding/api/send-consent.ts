import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export const sendConsent = async (id: string) =>
  (
    await apiRequest<{ consent: ConsentDto }>(`/api/consents/${encodeURIComponent(id)}/send`, {
      method: 'POST',
    })
  ).consent;

/** Texts the consent request (or re-sends it); the list shows the new status at once. */
export function useSendConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendConsent,
    onSuccess: (sent) =>
      queryClient.setQueryData<ConsentDto[]>(onboardingKeys.consents, (consents) =>
        consents?.map((consent) => (consent.id === sent.id ? { ...consent, ...sent } : consent)),
      ),
  });
}
