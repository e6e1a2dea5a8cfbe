import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent } from '../../../../shared/api-response';
import { templateResponse, type TemplateInput } from '../../../../shared/library';
import { apiRequest } from '../../../lib/api-client';
import { templateKeys } from './templates-queries';

const templatePath = (id: string) => `/api/templates/${encodeURIComponent(id)}`;

/** Creates a template, or replaces one when an id is given. */
export const saveTemplate = async ({ id, input }: { id?: string; input: TemplateInput }) =>
  (
    await apiRequest(id ? templatePath(id) : '/api/templates', templateResponse, {
      method: id ? 'PUT' : 'POST',
      body: input,
    })
  ).template;

export const setTemplateFavourite = async ({
  id,
  isFavorite,
}: {
  id: string;
  isFavorite: boolean;
}) =>
  (
    await apiRequest(`${templatePath(id)}/favorite`, templateResponse, {
      method: 'PATCH',
      body: { isFavorite },
    })
  ).template;

export const deleteTemplate = (id: string) =>
  apiRequest(templatePath(id), noContent, { method: 'DELETE' });

function useTemplateChange<Variables, Result>(change: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.templates }),
  });
}

export const useSaveTemplate = () => useTemplateChange(saveTemplate);
export const useSetTemplateFavourite = () => useTemplateChange(setTemplateFavourite);
export const useDeleteTemplate = () => useTemplateChange(deleteTemplate);
