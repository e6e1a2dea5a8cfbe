import { Feed } from 'feed';
import type { BlogPost } from '@/shared/blog';
import { product } from '@/shared/product';

/** The RSS 2.0 feed of every post, built by the feed library (proper escaping, dates, GUIDs). */
export function rssFeed(posts: BlogPost[], publicUrl: string): string {
  const feed = new Feed({
    title: `${product.name} Blog`,
    description: 'Advice and news for families looking after aging parents.',
    id: `${publicUrl}/blog`,
    link: `${publicUrl}/blog`,
    language: 'en',
    copyright: `© ${new Date().getUTCFullYear()} ${product.name}`,
    feedLinks: { rss: `${publicUrl}/blog/rss.xml` },
    updated: posts[0] ? new Date(`${posts[0].date}T12:00:00Z`) : undefined,
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: `${publicUrl}/blog/${post.slug}`,
      link: `${publicUrl}/blog/${post.slug}`,
      description: post.excerpt,
      content: post.html,
      author: [{ name: post.author }],
      date: new Date(`${post.date}T12:00:00Z`),
      category: post.tags.map((tag) => ({ name: tag })),
      ...(post.image ? { image: `${publicUrl}${post.image}` } : {}),
    });
  }
  return feed.rss2();
}
