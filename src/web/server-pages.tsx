import type { ReactElement } from 'react';
import type { SignInMethod } from './features/auth/lib/sign-in-method';
import { loadPublicPage } from './features/public-site/components/load-public-page';
import type { PublicPageData } from './features/public-site/lib/page-data';

/**
 * What the server renders a page from: one of the public site's pages, /login, /signup, or the
 * not-found page of an address no page answers to.
 */
export type ServerPageData =
  | PublicPageData
  | { page: 'login'; method: SignInMethod }
  | { page: 'signup'; referralCode: string | null }
  | { page: 'not-found'; path: string };

/**
 * A server-rendered page's data as it travels in the page: the page's own, and the hosts the
 * service worker is registered on (so the page need not ask the API for them).
 */
export type ServerPageWithConfig = ServerPageData & { serviceWorkerHosts?: string[] };

/**
 * The element of the page `data` describes, loading only that page's code. The server renders
 * with it (server-render.tsx) and the browser hydrates with it (public-main.tsx).
 */
export async function loadServerPage(data: ServerPageData): Promise<ReactElement> {
  if (data.page === 'login') {
    const { LoginPage } = await import('./features/auth/components/login-page');
    return <LoginPage method={data.method} />;
  }
  if (data.page === 'signup') {
    const { SignupPage } = await import('./features/auth/components/signup-page');
    return <SignupPage referralCode={data.referralCode} />;
  }
  if (data.page === 'not-found') {
    const { NotFoundPage } = await import('./features/public-site/components/not-found-page');
    return <NotFoundPage path={data.path} />;
  }
  return loadPublicPage(data);
}
