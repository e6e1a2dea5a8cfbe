import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../../../shared/auth';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const sessionQueryKey = ['session'] as const;

/** The signed-in owner, or null when there is no session (401). Other failures throw. */
export async function getSessionUser(): Promise<SessionUser | null> {
  try {
    const { user } = await apiRequest<{ user: SessionUser }>('/api/session');
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
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
