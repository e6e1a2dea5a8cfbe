import { build } from 'esbuild';
import { serverBundleOptions } from '../src/server/bundle-options';

// Bundles the server into one file; packages stay external and load from node_modules.
await build({
  ...serverBundleOptions,
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  sourcemap: true,
});
