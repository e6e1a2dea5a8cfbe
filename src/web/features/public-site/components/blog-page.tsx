import type { BlogPostSummary } from '@/shared/blog';
import { formatPostDate } from '@/shared/post-date';
import { Island } from '@/web/components/island';
import { Spinner } from '@/web/components/ui/spinner';
import type { Loaded } from '../lib/page-data';
import { BlogPosts } from './blog-posts';
import type { CardPost } from './post-card';
import { NewsletterForm } from './newsletter-form';
import { PublicLayout } from './public-layout';

/** /blog: search over title and excerpt, a tag filter (also ?tag=), the cards, the newsletter. */
export function BlogPage({ posts, tag }: { posts: Loaded<BlogPostSummary[]>; tag: string | null }) {
  // Dated here, where the page is rendered: the island gets the words, not the formatting.
  const cards = (list: BlogPostSummary[]): CardPost[] =>
    list.map((post) => ({ ...post, dateLabel: formatPostDate(post.date) }));
  return (
    <PublicLayout title="Blog">
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold sm:text-4xl">Blog</h1>
          <p className="text-lg text-muted-fg">
            Ideas and stories for staying close to the parents you look after.
          </p>
        </div>
        {/* The island once the posts are here; without them there is nothing to search. */}
        {posts.status === 'success' ? (
          <Island
            name="blog-posts"
            component={BlogPosts}
            props={{ posts: cards(posts.data), tag }}
          />
        ) : posts.status === 'error' ? (
          <p role="alert">{posts.message}</p>
        ) : (
          <Spinner />
        )}
        <section
          aria-labelledby="newsletter-heading"
          className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-6"
        >
          <h2 id="newsletter-heading" className="text-xl font-semibold">
            Stay Connected
          </h2>
          <p className="text-muted-fg">
            New articles and advice for families, a few times a year. Unsubscribe anytime.
          </p>
          <Island name="newsletter" component={NewsletterForm} props={{}} />
        </section>
      </div>
    </PublicLayout>
  );
}
