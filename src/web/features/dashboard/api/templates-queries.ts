import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryDto, TemplateDto } from '../../../../shared/library';
import type { ParentDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';

/** The template tab's cached reads. `parents` is the same key the rest of the app uses. */
export const templateKeys = {
  templates: ['templates'] as const,
  categories: ['message-categories'] as const,
  parents: ['parents'] as const,
};

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.templates,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ templates: TemplateDto[] }>('/api/templates', { signal })).templates,
  });

/** The owner's active templates, newest first. */
export const useTemplates = () => useQuery(templatesQueryOptions());

/** The seeded categories; they never change while the page is open. */
export const useCategories = () =>
  useQuery({
    queryKey: templateKeys.categories,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ categories: CategoryDto[] }>('/api/message-categories', { signal }))
        .categories,
    staleTime: Infinity,
  });

/** The account's parents, whose names and times fill the preview. */
export const usePreviewParents = () =>
  useQuery({
    queryKey: templateKeys.parents,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ parents: ParentDto[] }>('/api/parents', { signal })).parents,
  });
