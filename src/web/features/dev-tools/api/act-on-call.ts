import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '../../../../shared/api-response';
import type { callActions } from '../../../../shared/dev-tools';
import { apiRequest } from '../../../lib/api-client';
import { devKeys } from './dev-query-keys';

export type CallAction = (typeof callActions)[number];

export const actOnCall = ({ sid, action }: { sid: string; action: CallAction }) =>
  apiRequest(`/api/dev/calls/${encodeURIComponent(sid)}`, okResponse, {
    method: 'POST',
    body: { action },
  });

/** Answers (or ignores) a ringing call as the person would. */
export function useActOnCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnCall,
    // Also after a refusal: "no longer ringing" means the thread on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: devKeys.phone }),
  });
}
