import { z } from './zod';

export { formatPostDate } from './post-date';

/** A blog post as lists and cards show it. */
export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  authorBio: z.string(),
  readingTime: z.string(),
  image: z.string().nullable(),
  imageAlt: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** The body rendered from the post's Markdown (our own content, not user input). */
  html: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /api/blog/posts */
export const blogPostListSchema = z.array(blogPostSummarySchema);
