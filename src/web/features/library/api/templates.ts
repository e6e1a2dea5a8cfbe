import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noContent } from '@/shared/api-response';
import {
  categoryListResponse,
  templateListResponse,
  templateResponse,
  type TemplateInput,
} from '@/shared/library';
import { apiRequest } from '@/web/lib/api-client';

// The message templates and their categories.

/** The template tab's cached reads. */
export const templateKeys = {
  templates: ['templates'] as const,
  categories: ['message-categories'] as const,
};

export const getTemplates = async (signal?: AbortSignal) =>
  (await apiRequest('/api/templates', templateListResponse, { signal })).templates;

export const getCategories = async (signal?: AbortSignal) =>
  (await apiRequest('/api/message-categories', categoryListResponse, { signal })).categories;

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.templates,
    queryFn: ({ signal }) => getTemplates(signal),
  });

/** The owner's active templates, newest first. */
export const useTemplates = () => useQuery(templatesQueryOptions());

/** The seeded categories; they never change while the page is open. */
export const useCategories = () =>
  useQuery({
    queryKey: templateKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: Infinity,
  });

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
