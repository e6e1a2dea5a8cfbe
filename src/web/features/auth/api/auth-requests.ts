import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../../shared/auth';
import { apiRequest } from '../../../lib/api-client';
import { announceAuthEvent } from '../lib/auth-broadcast';
import { sessionQueryKey } from '../../../lib/session';

const post = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body });

export const signUp = (input: { displayName: string; email: string; ref?: string }) =>
  post<{ ok: true }>('/api/session/sign-up', input);

export const sendMagicLink = (email: string) =>
  post<{ ok: true }>('/api/session/magic-link', { email });

export const requestPasswordReset = (email: string) =>
  post<{ ok: true }>('/api/session/forgot-password', { email });

export const checkResetCode = (code: string) =>
  post<{ valid: true }>('/api/session/reset-password/check', { code });

export const resetPassword = (input: { code: string; password: string }) =>
  post<{ ok: true }>('/api/session/reset-password', input);

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

export const useExchangeCode = () =>
  useSignInMutation((code: string) =>
    post<{ user: SessionUser }>('/api/session/exchange', { code }),
  );

export const usePasswordSignIn = () =>
  useSignInMutation((input: { email: string; password: string }) =>
    post<{ user: SessionUser }>('/api/session/password', input),
  );

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<{ ok: true }>('/api/session/sign-out', {}),
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      announceAuthEvent('signed-out');
    },
  });
}
