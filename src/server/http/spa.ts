import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { pagePathOf } from '@/shared/page-paths';
import type { AppEnv } from './app-env';
import { withPageHead, type PageHead } from './page-head';
import { publicPageRenderer, type GetJson } from './public-pages';

// Paths owned by the server; anything else that is not a file is a page of the SPA.
const serverPrefixes = ['/api/', '/webhooks/', '/healthz', '/readyz'];

function looksLikeFile(requestPath: string) {
  // An alert's link ends in a signed token, whose two parts a dot joins: a page, not a file.
  if (requestPath.startsWith('/alert/')) return false;
  const lastSegment = requestPath.slice(requestPath.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

export interface SpaOptions {
  /** Extra head tags for a page path (a blog post's title, description and preview). */
  pageHead?: (path: string) => PageHead | undefined;
  /** Asks the app's own API in-process: with it, the public pages are rendered on the server. */
  getJson?: GetJson;
  /** Whether the request has a live session: one who opens /login or /signup is sent on. */
  isSignedIn?: (headers: Headers) => Promise<boolean>;
  /**
   * Whether an address of a known page names nothing (a blog post that does not exist): it is
   * answered with its page, which says so, and status 404.
   */
  isMissing?: (path: string) => boolean;
}

/**
 * Serves the built web app: hashed assets with a year's cache; the public pages, /login and
 * /signup rendered on the server when `getJson` is given and the build has the renderer; the
 * app's other pages answered with index.html so the client router can take the path. An address
 * no page answers to (src/shared/page-paths.ts) gets the not-found page with status 404.
 */
export function spaRoutes(webRoot: string, options: SpaOptions = {}) {
  const { pageHead = () => undefined, getJson, isSignedIn, isMissing = () => false } = options;
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
        const signInPage = /^\/(login|signup)\/?$/.test(path);
        if (signInPage && (await isSignedIn?.(c.req.raw.headers))) {
          return c.redirect('/dashboard');
        }
        // A sign-in page is never kept: Back to it once signed in (from the wizard, after the
        // e-mailed link) must ask the server, which sends the owner on, and not show the empty
        // form again from the browser's cache (issue 39).
        c.header('Cache-Control', signInPage ? 'no-store' : 'no-cache');
        // Without the server renderer, index.html's router shows the not-found page itself.
        const html = (await renderPublicPage?.(new URL(c.req.url))) ?? indexHtml;
        const status = pagePathOf(path) === undefined || isMissing(path) ? 404 : 200;
        const head = status === 200 ? pageHead(path) : undefined;
        return c.html(head ? withPageHead(html, head) : html, status);
      })
  );
}
