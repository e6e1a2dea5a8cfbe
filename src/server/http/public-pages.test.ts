import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publicPageRenderer } from './public-pages';

const template =
  '<html><head><title>App</title><meta name="description" content="Generic" /></head>' +
  '<body><div id="root"><!--page-html--></div>' +
  '<script type="application/json" id="page-data"><!--page-data--></script></body></html>';

// Stands in for what `vite build --ssr` makes of src/web/server-render.tsx. It counts its
// renders on globalThis, where the test can read them.
const renderModule = `
export async function loadPage(url, getJson) {
  if (url.pathname !== '/') return undefined;
  const { body } = await getJson('/api/pricing');
  return { page: 'landing', pricing: body };
}
export async function renderPage(data) {
  globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
  const note = data.pricing.note.replace(/</g, '&lt;');
  return '<title>Home · Site</title><meta name="description" content="Daily texts"/><h1>' + note + '</h1>';
}`;
const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function built({ withRenderer }: { withRenderer: boolean }) {
  root = mkdtempSync(path.join(tmpdir(), 'public-pages-'));
  mkdirSync(path.join(root, 'web'));
  writeFileSync(path.join(root, 'web', 'public.html'), template);
  if (withRenderer) {
    mkdirSync(path.join(root, 'web-ssr'));
    writeFileSync(path.join(root, 'web-ssr', 'server-render.js'), renderModule);
  }
  return path.join(root, 'web');
}

let note = '</script><script>alert(1)';
const getJson = async () => ({ status: 200, body: { note } });
afterEach(() => {
  note = '</script><script>alert(1)';
});

describe('publicPageRenderer', () => {
  it('puts the page, its head and its data into public.html', async () => {
    const render = publicPageRenderer(built({ withRenderer: true }), getJson)!;
    const html = (await render(new URL('http://localhost/')))!;
    expect(html).toContain('<div id="root"><h1>&lt;/script>&lt;script>alert(1)</h1></div>');
    expect(html).toContain('<title>Home · Site</title>');
    expect(html).not.toContain('<title>App</title>');
    expect(html).toContain('<meta name="description" content="Daily texts"/>');
    expect(html).not.toContain('Generic');
  });

  it('writes the data so that no text in it can close the script element', async () => {
    const render = publicPageRenderer(built({ withRenderer: true }), getJson)!;
    const html = (await render(new URL('http://localhost/')))!;
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toEqual({
      page: 'landing',
      pricing: { note: '</script><script>alert(1)' },
    });
  });

  it('renders a page once per version of its data, and again when the data changes', async () => {
    const render = publicPageRenderer(built({ withRenderer: true }), getJson)!;
    const before = renders();
    note = 'Plans from $9';
    const first = await render(new URL('http://localhost/'));
    expect(await render(new URL('http://localhost/'))).toBe(first);
    expect(renders() - before).toBe(1);
    note = 'Plans from $12';
    expect(await render(new URL('http://localhost/'))).toContain('<h1>Plans from $12</h1>');
    expect(renders() - before).toBe(2);
    note = 'Plans from $9';
    expect(await render(new URL('http://localhost/'))).toBe(first);
    expect(renders() - before).toBe(2);
  });

  it('leaves other paths to the app, and is absent when the build has no renderer', async () => {
    const render = publicPageRenderer(built({ withRenderer: true }), getJson)!;
    expect(await render(new URL('http://localhost/login'))).toBeUndefined();
    rmSync(root, { recursive: true, force: true });
    expect(publicPageRenderer(built({ withRenderer: false }), getJson)).toBeUndefined();
  });
});
