import type { BlogPost, BlogPostSummary } from '@/shared/blog';
import { loadPosts, summaryOf } from './posts';

/** The posts, read once at start-up (they change only with a deploy). */
export function createBlogService(folder: string) {
  const posts = loadPosts(folder);
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  return {
    all: (): BlogPost[] => posts,
    summaries: (): BlogPostSummary[] => posts.map(summaryOf),
    find: (slug: string): BlogPost | undefined => bySlug.get(slug),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
