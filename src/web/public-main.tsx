import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandIdPrefix, islands, type IslandName } from './islands';
import { registerServiceWorkerOn } from './lib/service-worker';
import type { ServerPageWithConfig } from './server-pages';
import './public.css';

// The entry of the pages the server renders (the public site, /login, /signup): the server has
// rendered the page (src/web/server-render.tsx), ready to read. What on it takes clicks or keys
// is an island (components/island.tsx): each is hydrated alone, with its own component's code,
// loaded now; the static page around them needs none. No router and no query cache: links
// between these pages load the next page from the server. Until an island's code is here, a
// click or a keystroke on it is held by React and replayed once it is.
const dataElement = document.getElementById('page-data');
if (!document.getElementById('root') || !dataElement)
  throw new Error('Server-rendered page expected');
const data = JSON.parse(dataElement.textContent ?? '') as ServerPageWithConfig;

const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islands, name);

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`Unknown island ${name}`);
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  void islands[name]().then((Component) => {
    hydrateRoot(
      element,
      <StrictMode>
        <Component {...props} />
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(name) },
    );
  });
}

// Not awaited: the site works the same without it.
registerServiceWorkerOn(data.serviceWorkerHosts ?? []).catch(() => {});
