import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@/shared/auth';
import { sessionQueryKey } from '@/web/lib/session';
import { announceAuthEvent } from '../lib/auth-broadcast';
import { exchangeCode, signOut } from './auth-requests';

/** Mutations that sign in update the session everywhere, in this tab and in the others. */
function useSignInMutation<Input>(request: (input: Input) => Promise<{ user: SessionUser }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionQueryKey, user);
      announceAuthEvent('signed-in');
    },
  });
}

export const useExchangeCode = () => useSignInMutation(exchangeCode);

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      announceAuthEvent('signed-out');
    },
  });
}
