import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryKey } from '@/web/lib/session';
import { onAuthEvent } from './auth-broadcast';

/**
 * Re-reads the session whenever another tab signs in or out, so a tab never acts on a stale
 * answer: a waiting tab can go straight to the dashboard, a signed-out tab leaves it.
 */
export function useAuthSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onAuthEvent((event) => {
        if (event === 'signed-in' || event === 'signed-out') {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
      }),
    [queryClient],
  );
}
