import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import { rssFeed } from './feed';
import type { BlogService } from './service';
import { blogPostListSchema, blogPostSchema } from '@/shared/blog';

/** The blog's API, its feed and its images. */
export function blogRoutes(blog: BlogService, publicUrl: string, imagesFolder: string) {
  const feedXml = rssFeed(blog.all(), publicUrl);
  return new Hono<AppEnv>()
    .get('/api/blog/posts', (c) => sendJson(c, blogPostListSchema, blog.summaries()))
    .get(
      '/api/blog/posts/:slug',
      validate('param', z.object({ slug: z.string().max(200) })),
      (c) => {
        const post = blog.find(c.req.valid('param').slug);
        if (!post) throw new AppError('not_found', 'Post not found');
        return sendJson(c, blogPostSchema, post);
      },
    )
    .get('/blog/rss.xml', (c) =>
      c.body(feedXml, 200, {
        'content-type': 'application/rss+xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      }),
    )
    .use(
      '/blog/images/*',
      serveStatic({
        root: imagesFolder,
        rewriteRequestPath: (requestPath) => path.basename(requestPath),
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=86400');
        },
      }),
    );
}
