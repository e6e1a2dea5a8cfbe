import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './app-env';
import { withPageHead, type PageHead } from './page-head';
import { publicPageRenderer, type GetJson } from './public-pages';

// Paths owned by the server; anything else that is not a file is a page of the SPA.
const serverPrefixes = ['/api/', '/webhooks/', '/healthz', '/readyz'];

function looksLikeFile(requestPath: string) {
  const lastSegment = requestPath.slice(requestPath.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

/**
 * Serves the built web app: hashed assets with a year's cache; the public pages rendered on the
 * server when `getJson` is given and the build has the renderer; every other GET answered with
 * index.html so the client router can take the path (it redirects unknown paths to /).
 */
export function spaRoutes(
  webRoot: string,
  pageHead: (path: string) => PageHead | undefined = () => undefined,
  getJson?: GetJson,
) {
  const indexPath = path.join(webRoot, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The web app is not built (${indexPath} is missing). Run "npm run build".`);
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  const staticFiles = serveStatic({ root: webRoot });
  const renderPublicPage = getJson ? publicPageRenderer(webRoot, getJson) : undefined;

  return (
    new Hono<AppEnv>()
      // Pages, scripts and styles shrink to about a third gzipped; images are left as they are.
      .use('*', compress())
      .use(
        '/assets/*',
        serveStatic({
          root: webRoot,
          onFound: (_path, c) => {
            c.header('Cache-Control', 'public, max-age=31536000, immutable');
          },
        }),
      )
      // Only paths naming a file go to the disk; page paths (no extension) get index.html below.
      .use('*', (c, next) => (looksLikeFile(c.req.path) ? staticFiles(c, next) : next()))
      .get('*', async (c, next) => {
        const path = c.req.path;
        if (looksLikeFile(path) || serverPrefixes.some((prefix) => path.startsWith(prefix))) {
          return next();
        }
        c.header('Cache-Control', 'no-cache');
        const html = (await renderPublicPage?.(new URL(c.req.url))) ?? indexHtml;
        const head = pageHead(path);
        return c.html(head ? withPageHead(html, head) : html);
      })
  );
}
