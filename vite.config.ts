import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

// The server-rendered pages load React, then the code their islands need (src/web/islands.ts).
// Left to itself the bundler splits that code into a file per shared module, twenty files of a
// few hundred bytes for the landing page, and gzip compresses each alone: grouped, the same code
// is a third smaller. Each group is what one kind of page needs, or a module kept apart so that
// only the pages that need it with the page load it (api-fetch, sign-in-messages); the app loads
// them as it would any shared chunk. A group takes in its modules' imports too, unless a group
// before it has them. A module that matches no group is split as before.
const web = (path: string) => new RegExp(`/src/${path}`);
const icons = (...names: string[]) =>
  new RegExp(`/lucide-react/dist/esm/icons/(?:${names.join('|')})\\.mjs$`);
const publicPageGroups = [
  {
    // Every server-rendered page: the island machinery, the theme toggle and the pieces forms
    // are made of.
    name: 'public-common',
    test: [
      web('web/islands\\.ts'),
      web('web/components/theme-toggle\\.tsx'),
      web('web/lib/(?:theme|use-hydrated|use-request|api-error|service-worker)\\.ts'),
      web('web/components/ui/(?:button|notice|text-field|field-frame|spinner)\\.tsx'),
      web('shared/product\\.ts'),
      /\/lucide-react\/dist\/esm\/(?:shared|Icon|createLucideIcon|context|defaultAttributes)/,
      icons('sun', 'moon', 'circle-alert', 'circle-check', 'info', 'loader-circle'),
    ],
  },
  {
    // The API's fetch, which only the landing page's waitlist needs with the page (it asks who is
    // signed in); every form's request needs it once sent (the API client). A chunk of its own:
    // in public-common every page loaded it, and left to the landing page's group (which would
    // take it in as the waitlist's import) the API client would load that group.
    name: 'api-fetch',
    test: [web('web/lib/api-fetch\\.ts')],
  },
  {
    name: 'landing-islands',
    test: [
      web('web/features/public-site/components/(?:faq-list|waitlist-form|scroll-to-top)\\.tsx'),
      web('web/features/public-site/api/session-user\\.ts'),
      icons('arrow-up'),
    ],
  },
  {
    name: 'blog-islands',
    test: [
      web('web/features/public-site/components/(?:blog-posts|post-card|newsletter-form)\\.tsx'),
      icons('search'),
    ],
  },
  {
    // /login's and /signup's islands, in one chunk: most of their code is shared (the checked
    // form, the other-tab note, the e-mail field, the loaders of what a used form needs), and
    // the rest weighs little more than the imports and exports of a second chunk (as a shared
    // chunk and one of each page's own, /login loaded 140 bytes more, /signup 70 fewer, and
    // /login was the heavier). What a form needs only once used (features/auth/on-use.ts) is
    // split as the bundler likes: it loads then.
    name: 'auth-islands',
    test: [
      web(
        'web/features/auth/components/(?:login-panel|login-parts|signup-panel|shown-later|email-field)\\.tsx',
      ),
      web(
        'web/features/auth/(?:lib|api)/(?:auth-broadcast|use-auth-event|form-schemas|auth-requests-on-use|load-on-use|sign-in-errors)\\.ts',
      ),
      web('web/lib/use-checked-form\\.ts'),
      web('shared/unexpected-message\\.ts'),
    ],
  },
  {
    // The words the sign-in and sign-up forms show after an answer or a click (and the password
    // form on its own page), loaded with what shows them. A group captures the imports of its
    // modules as well: this one comes after auth-islands, which takes the word loaded with the
    // page (unexpected-message.ts), and before the password form's group, which would take
    // these in, and the schemas' chunk, which imports them, would load the password form's.
    name: 'sign-in-messages',
    test: [web('shared/auth-messages\\.ts')],
  },
  {
    name: 'login-password-island',
    test: [
      web('web/features/auth/components/(?:password-panel|password-field)\\.tsx'),
      icons('eye', 'eye-off'),
    ],
  },
];

/**
 * The chunks of the public pages' groups but public-common. What they import dynamically is
 * loaded once an island is used: a request with the API client and the schema library, a form's
 * schema, a view shown after an answer or a click (public-common's dynamic imports, the islands
 * themselves, load with the page).
 */
const loadsOnUse = new RegExp(
  `^assets/(?:${publicPageGroups
    .filter(({ name }) => name !== 'public-common')
    .map(({ name }) => name)
    .join('|')})-`,
);

/** `@/x` is `src/x` and `@content/x` is `content/x`, as tsconfig.json's paths say. */
export const importAliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
  { find: /^@content\//, replacement: fileURLToPath(new URL('./content/', import.meta.url)) },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  resolve: { alias: importAliases },
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
        modulePreload: {
          // Every browser the app supports knows modulepreload.
          polyfill: false,
          // A dynamic import carries the list of the files its module needs, to fetch them all at
          // once. What an island loads on use is fetched import by import instead: it starts at a
          // focus or a click, ahead of the submit that needs it, and the lists weighed on every
          // page that shows a form. The islands, loaded at hydration, keep theirs.
          resolveDependencies: (_file, deps, { hostId }) => (loadsOnUse.test(hostId) ? [] : deps),
        },
        rolldownOptions: {
          // The app, and the public pages the server renders (lighter: no router, no query cache).
          input: { index: 'src/web/index.html', public: 'src/web/public.html' },
          // Tailwind's plugin makes no sourcemap of the stylesheets it generates, and says so
          // once there are two of them (styles.css and public.css); no CSS sourcemap is built.
          onLog(level, log, handler) {
            if (log.code === 'SOURCEMAP_BROKEN' && log.plugin?.startsWith('@tailwindcss/vite'))
              return;
            handler(level, log);
          },
          output: {
            codeSplitting: {
              groups: [
                // React first, so the groups below do not pull it in with their modules.
                {
                  name: 'react',
                  test: /\/node_modules\/(?:react|react-dom|scheduler)\//,
                  priority: 2,
                },
                ...publicPageGroups.map(({ name, test }) => ({
                  name,
                  test: (id: string) => test.some((pattern) => pattern.test(id)),
                  priority: 1,
                })),
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((prefix) => [prefix, apiTarget])),
  },
}));
