import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noContent } from '@/shared/api-response';
import { contentListResponse, contentResponse, type ContentInput } from '@/shared/library';
import { apiRequest } from '@/web/lib/api-client';

// The content library: the owner's items beside the system ones.

export const contentKeys = { content: ['content-library'] as const };

export const getContentLibrary = async (signal?: AbortSignal) =>
  (await apiRequest('/api/content', contentListResponse, { signal })).content;

export const contentQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.content,
    queryFn: ({ signal }) => getContentLibrary(signal),
  });

/** The owner's own items and the system items, newest first. */
export const useContentLibrary = () => useQuery(contentQueryOptions());

const contentPath = (id: string) => `/api/content/${encodeURIComponent(id)}`;

/** Creates an item, or replaces one of the owner's own when an id is given. */
export const saveContent = async ({ id, input }: { id?: string; input: ContentInput }) =>
  (
    await apiRequest(id ? contentPath(id) : '/api/content', contentResponse, {
      method: id ? 'PUT' : 'POST',
      body: input,
    })
  ).item;

/** Hard delete; system items answer 403. */
export const deleteContent = (id: string) =>
  apiRequest(contentPath(id), noContent, { method: 'DELETE' });

function useContentChange<Variables, Result>(change: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.content }),
  });
}

export const useSaveContent = () => useContentChange(saveContent);
export const useDeleteContent = () => useContentChange(deleteContent);
