import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';

const projectPackage = path.resolve('package.json');

/**
 * The yardstick for the landing page: React and React DOM rendering one element, built now by
 * the same Vite and React plugin in production mode, so the ratio follows upgrades of either.
 * Returns the gzipped size of its JavaScript in bytes.
 */
export async function bareReactGzipBytes(): Promise<number> {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-bare-react-'));
  try {
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
    );
    writeFileSync(
      path.join(root, 'main.jsx'),
      "import { createRoot } from 'react-dom/client';\n" +
        "createRoot(document.getElementById('root')).render(<p>Hello</p>);\n",
    );
    const result = await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      plugins: [
        react(),
        {
          // The temporary folder has no node_modules: packages resolve from this project.
          name: 'resolve-packages-from-project',
          enforce: 'pre',
          resolveId(source, importer, options) {
            if (!importer?.startsWith(root) || source.startsWith('.') || source.startsWith('/')) {
              return null;
            }
            return this.resolve(source, projectPackage, { ...options, skipSelf: true });
          },
        },
      ],
      build: { outDir: path.join(root, 'dist'), emptyOutDir: true, write: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    return outputs
      .flatMap((output) => output.output)
      .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
      .reduce((total, chunk) => total + gzipSync(chunk.code).length, 0);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
