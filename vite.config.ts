import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In `npm run dev` the API runs on API_PORT and Vite forwards the server's paths to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const serverPaths = ['/api', '/webhooks', '/healthz', '/readyz'];

// The app's page (index.html) and the server-rendered pages' (public.html) share one head,
// src/web/head.html (its first line, a comment, is left out; the rest is indented to fit).
const sharedHead: Plugin = {
  name: 'shared-head',
  transformIndexHtml: {
    order: 'pre',
    handler(html) {
      const head = readFileSync(new URL('./src/web/head.html', import.meta.url), 'utf8')
        .replace(/^<!--[^]*?-->\n/, '')
        .replace(/^(?=.)/gm, '    ');
      return html.replace(/[ \t]*<!--shared-head-->\n/, () => head);
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  // The server renderer needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [sharedHead, react(), tailwindcss()],
  build: isSsrBuild
    ? {
        // `vite build --ssr`: the module the server renders the public pages with.
        outDir: '../../dist/web-ssr',
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: { input: 'src/web/server-render.tsx' },
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: true,
        // Every browser the app supports knows modulepreload.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // The app, and the public pages the server renders (lighter: no router, no query cache).
          input: { index: 'src/web/index.html', public: 'src/web/public.html' },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((prefix) => [prefix, apiTarget])),
  },
}));
