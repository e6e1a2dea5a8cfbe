import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { historyPageSchema } from '@/shared/dashboard';
import { apiRequest } from '@/web/lib/api-client';
import { overviewKeys } from './overview';

const PAGE_SIZE = 25;

export const getMessages = (
  { parentId, before }: { parentId: string | null; before: string | null },
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (parentId) query.set('parent', parentId);
  if (before) query.set('before', before);
  return apiRequest(`/api/messages?${query}`, historyPageSchema, { signal });
};

/** The `before` of the first page: none, so it is the newest. */
const newestFirst = (): string | null => null;

export const messagesQueryOptions = (parentId: string | null) =>
  infiniteQueryOptions({
    queryKey: overviewKeys.history(parentId),
    queryFn: ({ pageParam, signal }) => getMessages({ parentId, before: pageParam }, signal),
    initialPageParam: newestFirst(),
    getNextPageParam: (page) => page.nextBefore,
  });

/** Every text and call of the account (or about one parent), newest first, a page at a time. */
export const useMessages = (parentId: string | null) =>
  useInfiniteQuery(messagesQueryOptions(parentId));
