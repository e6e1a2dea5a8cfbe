import type { z } from 'zod';
import { looseErrorBodySchema } from '@/shared/api-error';
import {
  blogPostListSchema,
  blogPostSchema,
  type BlogPost,
  type BlogPostSummary,
} from '@/shared/blog';
import { priceCatalogueSchema, type PriceCatalogue } from '@/shared/pricing';
import { contentPageSchema, type ContentPage } from '@/shared/public-site';
import type { LandingContent } from './landing-content';

/** A piece of a page's data: still on its way, failed (with the message to show), or here. */
export type Loaded<T> =
  | { status: 'pending' }
  | { status: 'error'; httpStatus: number; message: string }
  | { status: 'success'; data: T };

export type ContentPageName = 'terms' | 'privacy' | 'our-story';

/**
 * Everything a public page shows, gathered before it renders: by the server, which renders the
 * page into the HTML and sends this alongside for hydration, or by the app's route loader.
 */
export type PublicPageData =
  | { page: 'landing'; pricing: Loaded<PriceCatalogue>; content: LandingContent }
  | { page: 'blog'; posts: Loaded<BlogPostSummary[]>; tag: string | null }
  | {
      page: 'post';
      post: Loaded<BlogPost>;
      posts: Loaded<BlogPostSummary[]>;
    }
  | { page: 'content'; name: ContentPageName; content: Loaded<ContentPage> };

/** Answers a GET of the app's API with the status and the JSON body. */
export type GetJson = (path: string) => Promise<{ status: number; body: unknown }>;

/** The answer to a GET, parsed by the route's shared schema; a body that breaks it is an error. */
async function load<Schema extends z.ZodType>(
  getJson: GetJson,
  path: string,
  schema: Schema,
): Promise<Loaded<z.output<Schema>>> {
  try {
    const { status, body } = await getJson(path);
    if (status >= 200 && status < 300) {
      const parsed = schema.safeParse(body);
      if (parsed.success) return { status: 'success', data: parsed.data };
      console.error(`The answer of ${path} does not match its schema`, parsed.error.issues);
      return {
        status: 'error',
        httpStatus: status,
        message: 'Something went wrong reading the answer. Please reload the page and try again.',
      };
    }
    const error = looseErrorBodySchema.safeParse(body);
    return {
      status: 'error',
      httpStatus: status,
      message:
        (error.success ? error.data.error.message : undefined) ?? `The server answered ${status}.`,
    };
  } catch {
    return {
      status: 'error',
      httpStatus: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    };
  }
}

const contentPages: Record<string, ContentPageName> = {
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/our-story': 'our-story',
};

/** The data of the public page at `url`, or undefined when the path is not a public page. */
export async function loadPublicPageData(
  url: URL,
  getJson: GetJson,
  landingContent: LandingContent,
): Promise<PublicPageData | undefined> {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  if (path === '/') {
    return {
      page: 'landing',
      pricing: await load(getJson, '/api/pricing', priceCatalogueSchema),
      content: landingContent,
    };
  }
  if (path === '/blog') {
    return {
      page: 'blog',
      posts: await load(getJson, '/api/blog/posts', blogPostListSchema),
      tag: url.searchParams.get('tag'),
    };
  }
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if (slug) {
    const [post, posts] = await Promise.all([
      load(getJson, `/api/blog/posts/${slug}`, blogPostSchema),
      load(getJson, '/api/blog/posts', blogPostListSchema),
    ]);
    return { page: 'post', post, posts };
  }
  const name = contentPages[path];
  if (name)
    return {
      page: 'content',
      name,
      content: await load(getJson, `/api/pages/${name}`, contentPageSchema),
    };
  return undefined;
}

/** GetJson over the browser's fetch, with the session cookie. */
export const browserGetJson: GetJson = async (path) => {
  const response = await fetch(path, { credentials: 'same-origin' });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  return { status: response.status, body };
};
