import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSessionUser } from './session-user';

export { getSessionUser };

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
