import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction (ARCHITECTURE.md): `shared` imports nothing of ours; `web` never imports
 * `server` except its route types; a feature never reaches into another feature's internals
 * (server features may call another feature's service.ts, and nothing else of it).
 */
const featureNames = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const featureBoundaries = (side, allowService) =>
  featureNames(`src/${side}/features`).map((feature) => ({
    files: [`src/${side}/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureNames(`src/${side}/features`)
            .filter((other) => other !== feature)
            .map((other) => ({
              // Sibling features are usually reached relatively (`../other/…`), so both forms count.
              regex: allowService
                ? `^(?:.*/features/|(?:\\.\\./)+)${other}(?:/(?!service$).*)?$`
                : `^(?:.*/features/|(?:\\.\\./)+)${other}(?:/.*)?$`,
              message: allowService
                ? `Call the ${other} feature through its service.ts, not its internals.`
                : `Features do not import each other; move shared code to src/web/components or lib.`,
            })),
        },
      ],
    },
  }));

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
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              allowTypeImports: true,
              message: 'The web app may import only types from the server (its route types).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '../*'],
              message: 'src/shared imports nothing of ours: server and web both depend on it.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries('server', true),
  ...featureBoundaries('web', false),
);
