import { queryOptions, useMutation } from '@tanstack/react-query';
import type { BlogPost, BlogPostSummary } from '../../../../shared/blog';
import type { PriceCatalogue } from '../../../../shared/pricing';
import type { ContentPage, WaitlistResult } from '../../../../shared/public-site';
import { apiRequest } from '../../../lib/api-client';

export const pricingQuery = () =>
  queryOptions({
    queryKey: ['pricing'],
    queryFn: () => apiRequest<PriceCatalogue>('/api/pricing'),
    staleTime: Infinity,
  });

export const postsQuery = () =>
  queryOptions({
    queryKey: ['blog', 'posts'],
    queryFn: () => apiRequest<BlogPostSummary[]>('/api/blog/posts'),
    staleTime: 5 * 60_000,
  });

export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: () => apiRequest<BlogPost>(`/api/blog/posts/${encodeURIComponent(slug)}`),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const contentPageQuery = (name: 'terms' | 'privacy' | 'our-story') =>
  queryOptions({
    queryKey: ['page', name],
    queryFn: () => apiRequest<ContentPage>(`/api/pages/${name}`),
    staleTime: Infinity,
  });

export const useJoinWaitlist = () =>
  useMutation({
    mutationFn: (email?: string) =>
      apiRequest<WaitlistResult>('/api/waitlist', { method: 'POST', body: email ? { email } : {} }),
  });

export const useSubscribeNewsletter = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ message: string }>('/api/newsletter', { method: 'POST', body: { email } }),
  });

export const useNewsletterToken = (action: 'confirm' | 'unsubscribe') =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ message: string }>(`/api/newsletter/${action}`, {
        method: 'POST',
        body: { token },
      }),
  });
