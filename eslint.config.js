import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction (docs/architecture.md): `shared` imports nothing of ours; `web` never imports
 * `server` except its route types; `web/components` and `web/lib` serve every feature, so they
 * import none; a feature never reaches into another feature's internals (server features may
 * call another feature's service.ts and nothing else of it; web features do not import each
 * other at all). A page that shows several features (`web/pages`, the dashboard) composes them
 * through each one's index.ts and nothing else of it; no feature imports a page.
 *
 * ESLint keeps only the last options given for a rule, so two config objects that both set
 * `no-restricted-imports` for one file do not add up: the later silently replaces the earlier.
 * So the last object below that matches a file carries every restriction of its layer (a web
 * feature's list repeats the web-wide one), and `src/import-layers.test.ts` lints a forbidden
 * import in each layer to prove it still fails.
 */
const root = import.meta.dirname;

const featureNames = (side) => {
  try {
    return readdirSync(`${root}/src/${side}/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const webImportsNoServer = {
  group: ['**/server/**'],
  allowTypeImports: true,
  message: 'The web app may import only types from the server (its route types).',
};

const sharedImportsNothingOfOurs = {
  group: ['**/server/**', '**/web/**', '../*'],
  message: 'src/shared imports nothing of ours: server and web both depend on it.',
};

const sharedWebImportsNoFeature = {
  regex: '(?:^|/)features(?:/|$)',
  message: 'src/web/components and src/web/lib serve every feature, so they import none of them.',
};

/**
 * One pattern per other feature of the same side. Sibling features are usually reached
 * relatively (`../other/…`), so both that and the `…/features/other` form count.
 */
const otherFeatures = (side, feature, publicFile) =>
  featureNames(side)
    .filter((other) => other !== feature)
    .map((other) => ({
      regex: publicFile
        ? `^(?:.*/features/|(?:\\.\\./)+)${other}(?:/(?!${publicFile}$).*)?$`
        : `^(?:.*/features/|(?:\\.\\./)+)${other}(?:/.*)?$`,
      message: publicFile
        ? `Call the ${other} feature through its ${publicFile}.ts, not its internals.`
        : 'Web features do not import each other; move shared code to src/web/components or lib.',
    }));

/** What a page may not import of a feature: anything but its index.ts (`…/features/family`). */
const pageImportsFeatureIndexOnly = {
  regex: '(?:^|/)features/[^/]+/(?!index$)',
  message: "A page composes a feature through its index.ts, not the feature's internals.",
};

/** A feature reaching up into src/web/pages, through @/ or by climbing out of its folder. */
const featureImportsNoPage = {
  regex: '^(?:@/web/|(?:\\.\\./){2,})pages(?:/|$)',
  message: 'Features do not import pages: a page composes features, not the other way round.',
};

/**
 * A path that climbs three folders or more is hard to read and breaks when a file moves; past
 * two, `@/…` names the place from src (tsconfig.json's paths; Vite and Vitest share them).
 */
const noDeepClimb = {
  regex: '^(?:\\.\\./){3,}',
  message: "Import through '@/…' (src/…) instead of climbing three folders or more.",
};

// Every layer's list carries noDeepClimb (ESLint keeps only the last list that matches a file).
const restrictImports = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, noDeepClimb] }] },
});

const layers = [
  restrictImports(['src/**/*.{ts,tsx}'], []),
  restrictImports(['src/shared/**/*.{ts,tsx}'], [sharedImportsNothingOfOurs]),
  restrictImports(['src/web/**/*.{ts,tsx}'], [webImportsNoServer]),
  {
    // no-restricted-imports does not look at import(), and a lazy chunk of server code would
    // still ship to the browser. No later object sets this rule for web files; keep it so.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // esquery's regex cannot hold a slash, hence \u002F.
          selector: 'ImportExpression[source.value=/(^|\\u002F)server\\u002F/]',
          message: webImportsNoServer.message,
        },
      ],
    },
  },
  restrictImports(
    ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    [webImportsNoServer, sharedWebImportsNoFeature],
  ),
  restrictImports(
    ['src/web/pages/**/*.{ts,tsx}'],
    [webImportsNoServer, pageImportsFeatureIndexOnly],
  ),
  ...featureNames('web').map((feature) =>
    restrictImports(
      [`src/web/features/${feature}/**/*.{ts,tsx}`],
      [webImportsNoServer, featureImportsNoPage, ...otherFeatures('web', feature, null)],
    ),
  ),
  {
    // The journeys' own `test` fails one on any console warning or error (e2e/support/test.ts).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support/test': it fails on console errors.",
            },
          ],
        },
      ],
    },
  },
  ...featureNames('server').map((feature) =>
    restrictImports(
      [`src/server/features/${feature}/**/*.{ts,tsx}`],
      otherFeatures('server', feature, 'service'),
    ),
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  ...layers,
);
