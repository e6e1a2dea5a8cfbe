import { Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { PostCard, type CardPost } from './post-card';

/**
 * The blog's posts: search over title and excerpt, a tag filter (also ?tag=), the cards. Shown
 * once the posts are here (blog-page.tsx says when they are not).
 */
export function BlogPosts({ posts, tag: initialTag }: { posts: CardPost[]; tag: string | null }) {
  const [search, setSearch] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  const [tag, setTag] = useState(initialTag);

  // The tag lives in the address (?tag=), so a filtered list can be shared and Back undoes it.
  // Words typed into the server-rendered field before the page's code ran still count.
  useEffect(() => {
    const typed = searchField.current?.value;
    if (typed) setSearch(typed);
  }, []);

  useEffect(() => {
    const follow = () => setTag(new URLSearchParams(window.location.search).get('tag'));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const tags = useMemo(() => [...new Set(posts.flatMap((post) => post.tags))].sort(), [posts]);
  const term = search.trim().toLowerCase();
  const shown = posts.filter(
    (post) =>
      (!tag || post.tags.includes(tag)) &&
      (!term ||
        post.title.toLowerCase().includes(term) ||
        post.excerpt.toLowerCase().includes(term)),
  );
  const selectTag = (next: string | null) => {
    const url = new URL(window.location.href);
    if (next) url.searchParams.set('tag', next);
    else url.searchParams.delete('tag');
    window.history.pushState(window.history.state, '', url);
    setTag(next);
  };

  return (
    <>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-fg"
        />
        <input
          type="search"
          aria-label="Search articles"
          placeholder="Search articles..."
          ref={searchField}
          onChange={(event) => setSearch(event.target.value)}
          className="min-h-11 w-full rounded-lg border border-border bg-card py-2 pr-3 pl-10 text-base"
        />
      </div>
      {/* Links, so a tag works before the page's code has run (and without it): the server
          renders /blog?tag=… already filtered. Once it runs, the list filters in place. */}
      <nav aria-label="Filter by tag" className="flex flex-wrap gap-2">
        {[null, ...tags].map((option) => (
          <a
            key={option ?? 'all'}
            href={option ? `/blog?tag=${encodeURIComponent(option)}` : '/blog'}
            aria-current={tag === option ? 'true' : undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              selectTag(option);
            }}
            className={`inline-flex min-h-11 items-center rounded-full border px-4 ${
              tag === option
                ? 'border-primary bg-primary text-primary-fg'
                : 'border-border bg-card hover:bg-muted'
            }`}
          >
            {option ?? 'All'}
          </a>
        ))}
      </nav>
      {shown.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6">
          <h2 className="text-xl font-semibold">No posts found</h2>
          <p className="text-muted-fg">Try another search or tag.</p>
          <Button
            variant="secondary"
            onClick={() => {
              setSearch('');
              if (searchField.current) searchField.current.value = '';
              selectTag(null);
            }}
          >
            Clear filters
          </Button>
        </div>
      )}
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </div>
    </>
  );
}
