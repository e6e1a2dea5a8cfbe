import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noContent } from '@/shared/api-response';
import { pauseResponse, pausesResponse, type PauseInput } from '@/shared/pauses';
import { apiRequest } from '@/web/lib/api-client';

/** Every request about pauses (docs/product.md §2.14) is made here. */
export const pauseKeys = { all: ['pauses'] as const };

const pausePath = (parentId: string) => `/api/parents/${encodeURIComponent(parentId)}/pause`;

/** The account's pauses, current or coming. */
export const usePauses = () =>
  useQuery({
    queryKey: pauseKeys.all,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/pauses', pausesResponse, { signal })).pauses,
  });

/**
 * A pause changes the overview (today's badge, the strip) as well as the pauses, so every
 * cached read is refreshed.
 */
function usePauseChange<Variables>(change: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries() });
}

export const usePauseParent = () =>
  usePauseChange(
    async ({ parentId, pause }: { parentId: string; pause: PauseInput }) =>
      (await apiRequest(pausePath(parentId), pauseResponse, { method: 'PUT', body: pause })).pause,
  );

/** Ends a pause early (or calls off one still to come); 404 when there is none. */
export const useResumeParent = () =>
  usePauseChange((parentId: string) =>
    apiRequest(pausePath(parentId), noContent, { method: 'DELETE' }),
  );
