import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { testSendResponse, type testSendSchema } from '@/shared/dev-tools';
import { apiRequest } from '@/web/lib/api-client';
import { devKeys } from './dev-query-keys';

export type TestSend = z.infer<typeof testSendSchema>;

export const sendTest = (request: TestSend) =>
  apiRequest('/api/dev/send-test', testSendResponse, { method: 'POST', body: request });

export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTest,
    onSuccess: (_, request) =>
      queryClient.invalidateQueries({
        queryKey: request.channel === 'email' ? devKeys.mailbox : devKeys.phone,
      }),
  });
}
