import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../shared/auth';
import { apiRequest } from './api-client';

export const sessionQueryKey = ['session'] as const;

/** The signed-in owner, or null when nobody is signed in. Failures throw. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const { user } = await apiRequest<{ user: SessionUser | null }>('/api/session');
  return user;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSessionUser,
    staleTime: 60_000,
    retry: false,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
