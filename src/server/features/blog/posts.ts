import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import type { BlogPost, BlogPostSummary } from '@/shared/blog';
import { product } from '@/shared/product';

const WORDS_PER_MINUTE = 200;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Splits `---\nyaml\n---\nbody`; a file without front matter is all body. */
function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: unknown = parseYaml(match[1] ?? '');
  return {
    data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {},
    body: match[2] ?? '',
  };
}

/**
 * One post from its file. Missing fields take the specification's defaults: 'Untitled Post',
 * today's date, 'No excerpt available', no tags, the product team as author, '3 min read'.
 */
export function parsePost(slug: string, source: string, today = new Date()): BlogPost {
  const { data, body } = splitFrontMatter(source);
  const words = body.split(/\s+/).filter(Boolean).length;
  const rawDate =
    data.date instanceof Date ? data.date.toISOString().slice(0, 10) : text(data.date);
  return {
    slug,
    title: text(data.title) ?? 'Untitled Post',
    date:
      rawDate && /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? rawDate : today.toISOString().slice(0, 10),
    excerpt: text(data.excerpt) ?? 'No excerpt available',
    tags: Array.isArray(data.tags)
      ? data.tags.filter((tag): tag is string => typeof tag === 'string')
      : [],
    author: text(data.author) ?? `The ${product.name} Team`,
    authorBio: text(data.authorBio) ?? `Writing from the ${product.name} team.`,
    readingTime:
      text(data.readingTime) ??
      (words > 0 ? `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read` : '3 min read'),
    image: text(data.image) ?? null,
    imageAlt: text(data.imageAlt) ?? '',
    html: marked.parse(body, { async: false }),
  };
}

export function summaryOf(post: BlogPost): BlogPostSummary {
  const { html: _html, ...summary } = post;
  return summary;
}

/** Every post in `folder`, newest first. The slug is the file name. */
export function loadPosts(folder: string): BlogPost[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map((file) =>
      parsePost(path.basename(file, '.md'), readFileSync(path.join(folder, file), 'utf8')),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
