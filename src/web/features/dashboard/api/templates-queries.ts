import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryListResponse, templateListResponse } from '../../../../shared/library';
import { apiRequest } from '../../../lib/api-client';

/** The template tab's cached reads. */
export const templateKeys = {
  templates: ['templates'] as const,
  categories: ['message-categories'] as const,
};

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.templates,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/templates', templateListResponse, { signal })).templates,
  });

/** The owner's active templates, newest first. */
export const useTemplates = () => useQuery(templatesQueryOptions());

/** The seeded categories; they never change while the page is open. */
export const useCategories = () =>
  useQuery({
    queryKey: templateKeys.categories,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/message-categories', categoryListResponse, { signal })).categories,
    staleTime: Infinity,
  });
