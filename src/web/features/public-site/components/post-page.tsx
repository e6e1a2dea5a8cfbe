import type { BlogPost, BlogPostSummary } from '@/shared/blog';
import { formatPostDate } from '@/shared/post-date';
import { buttonClasses } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import type { Loaded } from '../lib/page-data';
import { PublicLayout } from './public-layout';

/** /blog/:slug: the article, its author, and related posts. */
export function PostPage({
  post,
  posts,
}: {
  post: Loaded<BlogPost>;
  posts: Loaded<BlogPostSummary[]>;
}) {
  if (post.status === 'pending') {
    return (
      <PublicLayout>
        <div className="flex justify-center py-24">
          <Spinner />
        </div>
      </PublicLayout>
    );
  }
  if (post.status === 'error') {
    const missing = post.httpStatus === 404;
    return (
      <PublicLayout title={missing ? 'Post not found' : 'Blog'}>
        <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-16 sm:px-6">
          <h1 className="text-3xl font-bold">
            {missing ? 'Post Not Found' : 'Something went wrong'}
          </h1>
          <p className="text-muted-fg">
            {missing
              ? 'The article you are looking for does not exist or has moved.'
              : post.message}
          </p>
          <a href="/blog" className={buttonClasses('primary')}>
            Back to Blog
          </a>
        </div>
      </PublicLayout>
    );
  }

  const article = post.data;
  const related = (posts.status === 'success' ? posts.data : [])
    .filter((other) => other.slug !== article.slug)
    .sort(
      (a, b) =>
        b.tags.filter((tag) => article.tags.includes(tag)).length -
        a.tags.filter((tag) => article.tags.includes(tag)).length,
    )
    .slice(0, 2);

  return (
    <PublicLayout title={article.title}>
      <meta name="description" content={article.excerpt} />
      <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <a
          href="/blog"
          className="inline-flex min-h-11 items-center self-start text-primary underline-offset-4 hover:underline"
        >
          ← All articles
        </a>
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl leading-tight font-bold sm:text-4xl">{article.title}</h1>
          <p className="text-muted-fg">
            <time dateTime={article.date}>{formatPostDate(article.date)}</time> ·{' '}
            {article.readingTime} · By {article.author}
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {article.tags.map((tag) => (
              <li key={tag}>
                <a
                  href={`/blog?tag=${encodeURIComponent(tag)}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-muted px-3 hover:underline"
                >
                  {tag}
                </a>
              </li>
            ))}
          </ul>
        </header>
        {article.image && (
          <img
            src={article.image}
            alt={article.imageAlt}
            width={1200}
            height={630}
            className="w-full rounded-2xl"
          />
        )}
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: article.html }} />
        <aside
          aria-labelledby="author-heading"
          className="rounded-2xl border border-border bg-card p-5"
        >
          <h2 id="author-heading" className="text-lg font-semibold">
            About {article.author}
          </h2>
          <p className="text-muted-fg">{article.authorBio}</p>
        </aside>
        {related.length > 0 && (
          <aside
            aria-labelledby="related-heading"
            className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5"
          >
            <h2 id="related-heading" className="text-lg font-semibold">
              You Might Also Like
            </h2>
            <ul className="flex flex-col gap-2">
              {related.map((other) => (
                <li key={other.slug}>
                  <a
                    href={`/blog/${other.slug}`}
                    className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
                  >
                    {other.title}
                  </a>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </article>
    </PublicLayout>
  );
}
