import type { BlogPostSummary } from '@/shared/blog';

/**
 * A post as its card shows it, its date already written out ('June 28, 2025') by the page that
 * lists it: the cards are drawn by the blog's island, which so carries no date formatting.
 */
export type CardPost = BlogPostSummary & { dateLabel: string };

/** A post in the list: image, date, reading time, title, excerpt, two tags and a count. */
export function PostCard({ post }: { post: CardPost }) {
  const extraTags = post.tags.length - 2;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
      {post.image && (
        <img
          src={post.image}
          alt={post.imageAlt}
          width={1200}
          height={630}
          loading="lazy"
          className="aspect-[1200/630] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm text-muted-fg">
          <time dateTime={post.date}>{post.dateLabel}</time> · {post.readingTime}
        </p>
        <h2 className="text-xl font-semibold">
          <a href={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </a>
        </h2>
        <p className="text-muted-fg">{post.excerpt}</p>
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.slice(0, 2).map((tag) => (
            <li key={tag} className="rounded-full bg-muted px-3 py-1 text-sm">
              {tag}
            </li>
          ))}
          {extraTags > 0 && (
            <li className="rounded-full bg-muted px-3 py-1 text-sm">+{extraTags}</li>
          )}
        </ul>
        <a
          href={`/blog/${post.slug}`}
          className="mt-auto inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {/* The title as hidden text, not an aria-label: crawlers read the text of a link. */}
          Read more<span className="sr-only">: {post.title}</span>
        </a>
      </div>
    </article>
  );
}
