import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Answers a GET of the app's own API in-process: the data a public page shows. */
export type GetJson = (path: string) => Promise<{ status: number; body: unknown }>;

/** The module `vite build --ssr` makes of src/web/server-render.tsx (only what is used here). */
interface ServerRenderModule {
  renderPublicPage(
    url: URL,
    getJson: GetJson,
  ): Promise<{ html: string; data: unknown } | undefined>;
}

// Elements React hoists to the front of renderToString's output (<title>, <meta>, <link>).
const leadingHoistables = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

/** Safe inside <script type="application/json">: no "</script" or "<!--" can appear. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The public pages (landing, blog, posts, terms, privacy, our story) rendered on the server
 * into public.html, with their data alongside for hydration: readable before any script runs.
 * Undefined when the build has no server renderer (then index.html serves every page).
 */
export function publicPageRenderer(webRoot: string, getJson: GetJson) {
  const templatePath = path.join(webRoot, 'public.html');
  const modulePath = path.join(webRoot, '..', 'web-ssr', 'server-render.js');
  if (!existsSync(templatePath) || !existsSync(modulePath)) return undefined;
  const template = readFileSync(templatePath, 'utf8');
  // Loaded now, so the first visitor does not wait for it.
  const renderer = import(pathToFileURL(modulePath).href) as Promise<ServerRenderModule>;
  renderer.catch(() => {}); // A failure is reported by the requests that await it.

  return async (url: URL): Promise<string | undefined> => {
    const page = await (await renderer).renderPublicPage(url, getJson);
    if (!page) return undefined;
    const hoisted = leadingHoistables.exec(page.html)?.[0] ?? '';
    const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
    const description = /<meta name="description"[^>]*>/.exec(hoisted)?.[0];
    let html = template
      .replace('<!--page-html-->', () => page.html.slice(hoisted.length))
      .replace('<!--page-data-->', () => jsonForScript(page.data));
    if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, () => title);
    if (description)
      html = html.replace(/<meta\s+name="description"[\s\S]*?\/>/, () => description);
    return html;
  };
}
