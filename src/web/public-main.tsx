import { lazy, StrictMode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ThemeToggle } from './components/theme-toggle';
import { registerServiceWorker } from './lib/service-worker';
import { loadServerPage, type ServerPageWithConfig } from './server-pages';
import './styles.css';

// The entry of the pages the server renders (the public site, /login, /signup): the server has
// rendered the page (src/web/server-render.tsx) and sent its data alongside; this makes it
// interactive. No router and no query cache: links between these pages load the next page from
// the server, which answers it ready to read.
const rootElement = document.getElementById('root');
const dataElement = document.getElementById('page-data');
if (!rootElement || !dataElement) throw new Error('Server-rendered page expected');
const data = JSON.parse(dataElement.textContent ?? '') as ServerPageWithConfig;
// The page is already on screen; its code arrives after this entry, one page's worth. Hydration
// starts at once all the same: a click or a keystroke on the page before its code is here is
// held by React and replayed once it is.
const Page = lazy(async () => {
  const page = await loadServerPage(data);
  return { default: () => page };
});

hydrateRoot(
  rootElement,
  <StrictMode>
    <ThemeToggle />
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  </StrictMode>,
);

// Not awaited: the site works the same without it.
registerServiceWorker(data.serviceWorkerHosts ?? []).catch(() => {});
