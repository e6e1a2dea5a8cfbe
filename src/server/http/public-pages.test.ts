import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publicPageRenderer } from './public-pages';

const template =
  '<html><head><title>App</title><meta name="description" content="Generic" /></head>' +
  '<body><div id="root"><!--page-html--></div>' +
  '<script type="application/json" id="page-data"><!--page-data--></script></body></html>';

// Stands in for what `vite build --ssr` makes of src/web/server-render.tsx.
const renderModule = `
export async function renderPublicPage(url, getJson) {
  if (url.pathname !== '/') return undefined;
  const { body } = await getJson('/api/pricing');
  return {
    html: '<title>Home · Site</title><meta name="description" content="Daily texts"/><h1>Hi</h1>',
    data: { page: 'landing', pricing: body },
  };
}`;

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

const getJson = async () => ({ status: 200, body: { note: '</script><script>alert(1)' } });

describe('publicPageRenderer', () => {
  it('puts the page, its head and its data into public.html', async () => {
    const render = publicPageRenderer(built({ withRenderer: true }), getJson)!;
    const html = (await render(new URL('http://localhost/')))!;
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
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

  it('leaves other paths to the app, and is absent when the build has no renderer', async () => {
    const render = publicPageRenderer(built({ withRenderer: true }), getJson)!;
    expect(await render(new URL('http://localhost/login'))).toBeUndefined();
    rmSync(root, { recursive: true, force: true });
    expect(publicPageRenderer(built({ withRenderer: false }), getJson)).toBeUndefined();
  });
});
