import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverBundleOptions } from '../bundle-options';
import { projectRoot } from '../paths';

const bundles = new Map<string, Promise<string>>();

/**
 * A TypeScript entry (a worker or the server's main.ts) bundled into one ES module as the
 * server's build bundles main.ts (bundle-options.ts), for tests that start it as a process
 * again and again. Started with `--import tsx`, every process compiled and loaded the server's
 * few hundred modules anew: about 3 s of a crash-test worker's 4 s start on a busy two-core
 * machine, thirteen times a run.
 *
 * The bundle is named by its content under node_modules/.cache, inside the project, so its
 * packages resolve from node_modules and paths.ts finds the project root; two test workers
 * bundling the same entry write the same file. Start it with `--enable-source-maps`: its stack
 * traces then name the TypeScript files.
 */
export function bundledEntry(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = bundleOnce(entry);
    bundles.set(entry, bundle);
  }
  return bundle;
}

async function bundleOnce(entry: string) {
  const result = await build({
    ...serverBundleOptions,
    entryPoints: [entry],
    write: false,
    sourcemap: 'inline',
  });
  const code = result.outputFiles[0]!.contents;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const folder = path.join(projectRoot, 'node_modules/.cache/test-processes');
  const file = path.join(folder, `${path.basename(entry, '.ts')}-${hash}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    // Written whole, then renamed: a worker beside this one never starts half a file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}
