/**
 * Runs npm scripts side by side and fails when any of them fails: `npm test` runs the
 * typecheck and the lint this way, each a single-threaded process that left the second core
 * idle when they ran one after the other (decision 040). Each script's output is printed whole
 * once it has finished, so two logs never interleave.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/run-together.ts <npm script>...');
  process.exit(2);
}

const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise<{ script: string; code: number }>((resolve) => {
        const started = Date.now();
        let output = '';
        const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) => {
          const seconds = (Date.now() - started) / 1000;
          process.stdout.write(output);
          console.log(`${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
          resolve({ script, code: code ?? 1 });
        });
      }),
  ),
);

const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(`failed: ${failed.map((result) => result.script).join(', ')}`);
  process.exit(1);
}
