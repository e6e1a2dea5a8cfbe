import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simulatedReplyResponse } from '../../../../shared/dev-tools';
import { apiRequest } from '../../../lib/api-client';
import { devKeys } from './dev-query-keys';
import { phonePath } from './get-phone-thread';

/** Texts the service from `phone`, through the same webhook a real provider would call. */
export const replyAsPhone = (phone: string, body: string) =>
  apiRequest(`${phonePath(phone)}/reply`, simulatedReplyResponse, {
    method: 'POST',
    body: { body },
  });

export function useReplyAsPhone(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replyAsPhone(phone, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devKeys.phone }),
  });
}
