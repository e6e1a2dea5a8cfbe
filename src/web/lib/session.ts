import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSessionUser } from './session-user';

export { getSessionUser };

export const sessionQueryKey = ['session'] as const;

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
