import type { PageHead } from '../../http/page-head';
import { product } from '@/shared/product';
import type { BlogService } from './service';

/** The head of the blog's pages: the list, and each post with its own title and excerpt. */
export function blogPageHead(blog: BlogService, publicUrl: string) {
  return (path: string): PageHead | undefined => {
    if (path === '/blog' || path === '/blog/') {
      return {
        title: `Blog · ${product.name}`,
        description:
          'Advice and stories for families looking after aging parents, from the Family Check-In team.',
        canonical: `${publicUrl}/blog`,
      };
    }
    const slug = /^\/blog\/([^/]+)\/?$/.exec(path)?.[1];
    const post = slug ? blog.find(decodeURIComponent(slug)) : undefined;
    if (!post) return undefined;
    return {
      title: `${post.title} · ${product.name}`,
      description: post.excerpt,
      canonical: `${publicUrl}/blog/${post.slug}`,
      type: 'article',
      publishedTime: post.date,
      ...(post.image ? { image: `${publicUrl}${post.image}` } : {}),
    };
  };
}

/** Whether `path` is a post's address that no post answers to (the server answers it 404). */
export function blogPostMissing(blog: BlogService) {
  return (path: string): boolean => {
    const slug = /^\/blog\/([^/]+)\/?$/i.exec(path)?.[1];
    if (!slug) return false;
    try {
      return !blog.find(decodeURIComponent(slug));
    } catch {
      return true; // Not even a readable slug (a stray %).
    }
  };
}
