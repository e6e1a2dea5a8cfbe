import { StrictMode, Suspense, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Island, IslandMarkup } from './components/island';
import { ThemeToggle } from './components/theme-toggle';
import { landingContent } from './features/public-site/lib/landing-content';
import { loadPublicPageData, type GetJson } from './features/public-site/lib/page-data';
import { signInMethodOf } from './features/auth/lib/sign-in-method';
import { pagePathOf } from '../shared/page-paths';
import { publicConfigSchema } from '../shared/public-site';
import { loadServerPage, type ServerPageData, type ServerPageWithConfig } from './server-pages';

/**
 * The data of the page at `url` the server renders (a public page, /login, /signup, or the
 * not-found page of an address no page answers to), or undefined for the app's other pages. It comes from the app's own API through `getJson`, so it is the
 * same data the browser would fetch. Part of the module `vite build --ssr` makes into
 * dist/web-ssr, used by src/server/http/public-pages.ts.
 */
export async function loadPage(
  url: URL,
  getJson: GetJson,
): Promise<ServerPageWithConfig | undefined> {
  const page = await loadPageOnly(url, getJson);
  if (!page) return undefined;
  return { ...page, serviceWorkerHosts: await serviceWorkerHosts(getJson) };
}

/** The hosts the service worker is registered on, or none when the configuration cannot be read. */
async function serviceWorkerHosts(getJson: GetJson): Promise<string[]> {
  try {
    const { status, body } = await getJson('/api/public-config');
    const parsed = publicConfigSchema.safeParse(body);
    return status === 200 && parsed.success ? parsed.data.serviceWorkerHosts : [];
  } catch {
    return [];
  }
}

async function loadPageOnly(url: URL, getJson: GetJson): Promise<ServerPageData | undefined> {
  // A sign-in link that lost its path: the app sends it on to the callback page
  // (app/routing-rules.ts), so the app must answer it.
  if (url.searchParams.has('code')) return undefined;
  if (/^\/login\/?$/.test(url.pathname))
    return { page: 'login', method: signInMethodOf(url.searchParams) };
  if (/^\/signup\/?$/.test(url.pathname)) {
    return { page: 'signup', referralCode: url.searchParams.get('ref') };
  }
  if (pagePathOf(url.pathname) === undefined) return { page: 'not-found', path: url.pathname };
  return loadPublicPageData(url, getJson, landingContent);
}

/** An island's markup, rendered as the browser will hydrate it: a root of its own. */
const islandMarkup = (element: ReactElement, identifierPrefix: string) =>
  renderToString(element, { identifierPrefix });

/**
 * The markup of the page `data` describes, for inside #root: nothing but `data` shapes it. The
 * browser hydrates only its islands (public-main.tsx), each rendered here as a root of its own.
 */
export async function renderPage(data: ServerPageData): Promise<string> {
  const page = await loadServerPage(data);
  return renderToString(
    <StrictMode>
      <IslandMarkup value={islandMarkup}>
        <Island name="theme-toggle" component={ThemeToggle} props={{}} />
        <Suspense fallback={null}>{page}</Suspense>
      </IslandMarkup>
    </StrictMode>,
  );
}
