import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeToggle } from './components/theme-toggle';
import { loadPublicPage } from './features/public-site/components/load-public-page';
import { landingContent } from './features/public-site/lib/landing-content';
import { loadPublicPageData, type GetJson } from './features/public-site/lib/page-data';

export interface RenderedPage {
  /** The page's markup, for inside #root. */
  html: string;
  /** What public-main.tsx hydrates the page with. */
  data: unknown;
}

/**
 * Renders the public page at `url` for the server (built with `vite build --ssr` into
 * dist/web-ssr). Undefined when the path is not a public page. The page's data comes from the
 * app's own API through `getJson`, so it is the same data the browser would fetch.
 */
export async function renderPublicPage(
  url: URL,
  getJson: GetJson,
): Promise<RenderedPage | undefined> {
  // A sign-in link that lost its path: the app sends it on to the callback page
  // (app/routing-rules.ts), so the app must answer it.
  if (url.searchParams.has('code')) return undefined;
  const data = await loadPublicPageData(url, getJson, landingContent);
  if (!data) return undefined;
  const page = await loadPublicPage(data);
  // Must match public-main.tsx, or hydration finds a different tree.
  const html = renderToString(
    <StrictMode>
      <ThemeToggle />
      <Suspense fallback={null}>{page}</Suspense>
    </StrictMode>,
  );
  return { html, data };
}
