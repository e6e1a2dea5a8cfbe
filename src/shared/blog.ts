/** A blog post as lists and cards show it. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  excerpt: string;
  tags: string[];
  author: string;
  authorBio: string;
  readingTime: string;
  image: string | null;
  imageAlt: string;
}

export interface BlogPost extends BlogPostSummary {
  /** The body rendered from the post's Markdown (our own content, not user input). */
  html: string;
}

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
