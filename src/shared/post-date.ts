// Apart from the posts' schemas (blog.ts), so a server-rendered page can date a post without
// loading the schema library.

/** 'June 28, 2025' from '2025-06-28', the same in every time zone. */
export function formatPostDate(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
