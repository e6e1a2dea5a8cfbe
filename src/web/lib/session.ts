import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionResponse, type SessionUser } from '../../shared/auth';
import { apiRequest } from './api-client';

/** The signed-in owner, or null when nobody is signed in. Failures throw. */
export async function getSessionUser(): Promise<SessionUser | null> {
  return (await apiRequest('/api/session', sessionResponse)).user;
}

export const sessionQueryKey = ['session'] as const;
/** Why this tab's session ended, when the app ended it on purpose ('deleted': the account). */
export const sessionEndedKey = ['session-ended'] as const;
export type SessionEnded = 'deleted';

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
