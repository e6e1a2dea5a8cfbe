import type { BuildOptions } from 'esbuild';

/**
 * How the server is bundled into one ES module, packages left to load from node_modules: by its
 * build (scripts/build-server.ts) and by the tests that start it, or a worker of it, as a
 * process (test/bundled-entry.ts), so both run the code the same way.
 */
export const serverBundleOptions = {
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
} satisfies BuildOptions;
