import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountDeletedResponse, type DeleteAccountInput } from '@/shared/account';
import { apiRequest } from '@/web/lib/api-client';
import { sessionEndedKey, sessionQueryKey } from '@/web/lib/session';

/**
 * Deletes the account and everything stored for it; the session ends with it, so the app
 * forgets it too. Why it ended is written down before the request goes: whatever notices the
 * session gone first (this, or another read answered 401), the signed-in guard then sends the
 * page to /account-deleted rather than /login.
 */
export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiRequest('/api/account/delete', accountDeletedResponse, { method: 'POST', body: input }),
    onMutate: () => queryClient.setQueryData(sessionEndedKey, 'deleted'),
    onError: () => queryClient.removeQueries({ queryKey: sessionEndedKey }),
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({
        predicate: ({ queryKey: [name] }) =>
          name !== sessionQueryKey[0] && name !== sessionEndedKey[0],
      });
    },
  });
};

/** Where the browser downloads the account's data as a JSON file. */
export const exportUrl = '/api/account/export';
