import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent } from '../../../../shared/api-response';
import { contentResponse, type ContentInput } from '../../../../shared/library';
import { apiRequest } from '../../../lib/api-client';
import { contentKeys } from './content-queries';

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
