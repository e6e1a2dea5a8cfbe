import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DeleteAccountInput } from '../../../../shared/account';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';

/**
 * Deletes the account and everything stored for it; the session ends with it, so the app
 * forgets it too: it leaves the signed-in pages first (their guard would send it to /login),
 * then drops the session and every cached read of the account. (Other tabs find the session
 * gone when they next read it.)
 */
export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiRequest<{ deleted: true }>('/api/account/delete', { method: 'POST', body: input }),
    onSuccess: async () => {
      await navigate('/account-deleted', { replace: true });
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    },
  });
};

/** Where the browser downloads the account's data as a JSON file. */
export const exportUrl = '/api/account/export';
