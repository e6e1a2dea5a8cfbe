import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FirstMessageInput } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export interface SentMessage {
  id: string;
  to: string;
  status: string;
}

/** Refused (409) until that parent's consent is verified. */
export const sendFirstMessage = async (message: FirstMessageInput) =>
  (await apiRequest<{ sent: SentMessage }>('/api/first-message', { method: 'POST', body: message }))
    .sent;

export function useSendFirstMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFirstMessage,
    // The server records when the first message went out; completing set-up checks it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.state }),
  });
}
