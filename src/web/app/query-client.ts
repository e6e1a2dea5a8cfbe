import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../lib/session';
import { ApiError } from '../lib/api-client';

/**
 * The app's query cache. Any request answered 401 means the session is gone (expired, signed
 * out elsewhere, revoked), so the cached owner is cleared and the route guard sends the page to
 * /login instead of leaving it half-working.
 */
export function createQueryClient() {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401)
      queryClient.setQueryData(sessionQueryKey, null);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
  });
  return queryClient;
}
