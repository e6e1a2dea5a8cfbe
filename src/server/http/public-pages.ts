import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Answers a GET of the app's own API in-process: the data a public page shows. */
export type GetJson = (path: string) => Promise<{ status: number; body: unknown }>;

/** The module `vite build --ssr` makes of src/web/server-render.tsx (only what is used here). */
interface ServerRenderModule {
  loadPage(url: URL, getJson: GetJson): Promise<unknown>;
  renderPage(data: unknown): Promise<string>;
}

// How many rendered pages are kept: every public page and post, with room to spare.
const CACHED_PAGES = 200;

// Elements React hoists to the front of renderToString's output (<title>, <meta>, <link>).
const leadingHoistables = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

/** The data of the not-found page, which loadPage gives for an address no page answers to. */
const isNotFoundPage = (data: unknown) =>
  typeof data === 'object' && data !== null && 'page' in data && data.page === 'not-found';

/** Safe inside <script type="application/json">: no "</script" or "<!--" can appear. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The public pages (landing, blog, posts, terms, privacy, our story), /login, /signup and the
 * not-found page,
 * rendered on the server into public.html with their data alongside for hydration: readable
 * before any script runs. Undefined when the build has no server renderer (then index.html
 * serves every page).
 *
 * A page is rendered from its data alone, so each request gathers the data (cheap queries) and
 * reuses the page last rendered from the same data: an edited post or price shows at once, and
 * rendering, the costly part, happens once per version of a page.
 */
export function publicPageRenderer(webRoot: string, getJson: GetJson) {
  const templatePath = path.join(webRoot, 'public.html');
  const modulePath = path.join(webRoot, '..', 'web-ssr', 'server-render.js');
  if (!existsSync(templatePath) || !existsSync(modulePath)) return undefined;
  const template = readFileSync(templatePath, 'utf8');
  // Loaded now, so the first visitor does not wait for it.
  const renderer = import(pathToFileURL(modulePath).href) as Promise<ServerRenderModule>;
  renderer.catch(() => {}); // A failure is reported by the requests that await it.
  const rendered = new Map<string, string>();

  async function render(data: unknown) {
    const markup = await (await renderer).renderPage(data);
    const hoisted = leadingHoistables.exec(markup)?.[0] ?? '';
    const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
    const description = /<meta name="description"[^>]*>/.exec(hoisted)?.[0];
    let html = template
      .replace('<!--page-html-->', () => markup.slice(hoisted.length))
      .replace('<!--page-data-->', () => jsonForScript(data));
    if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, () => title);
    if (description)
      html = html.replace(/<meta\s+name="description"[\s\S]*?\/>/, () => description);
    return html;
  }

  return async (url: URL): Promise<string | undefined> => {
    const data = await (await renderer).loadPage(url, getJson);
    if (data === undefined) return undefined;
    // Each unknown address is a page of its own (it names the address): rendered every time and
    // not kept, so a run of made-up addresses cannot push the real pages out.
    if (isNotFoundPage(data)) return render(data);
    // The footer shows the year, the one thing besides the data that a page depends on.
    const key = createHash('sha256')
      .update(`${new Date().getUTCFullYear()}\n${JSON.stringify(data)}`)
      .digest('base64');
    let html = rendered.get(key);
    if (html === undefined) {
      html = await render(data);
      if (rendered.size >= CACHED_PAGES) rendered.delete(rendered.keys().next().value!);
    } else {
      rendered.delete(key); // Re-inserted below as the most recently used.
    }
    rendered.set(key, html);
    return html;
  };
}
