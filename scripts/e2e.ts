/**
 * Runs the Playwright journeys against the built app on a free port with a fresh embedded
 * database. Without a system Chromium the journeys are skipped loudly, except in CI (CI set),
 * where a missing browser is a failure: CI must prove the browser journeys.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumExecutable } from '../e2e/chromium';

if (!chromiumExecutable()) {
  const message =
    'No Chromium found (looked at PLAYWRIGHT_CHROMIUM_PATH and /usr/bin/chromium). ' +
    "Install Debian's chromium package: apt-get install -y chromium";
  if (process.env.CI) {
    console.error(`e2e: FAILED. ${message}`);
    process.exit(1);
  }
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n  END-TO-END TESTS SKIPPED. ${message}\n${bar}\n`);
  process.exit(0);
}

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;

const buildStatus = run('npm', ['run', 'build']);
if (buildStatus !== 0) process.exit(buildStatus);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
// Two workers where there are two cores, each with a server of its own (e2e/servers.ts); one on a
// single core. E2E_WORKERS sets another number. Decision 040 tells how two first starved each
// other and what changed since.
const workers = Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism()));
const ports: number[] = [];
while (ports.length < workers) {
  const port = await freePort();
  if (!ports.includes(port)) ports.push(port);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));

const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  ...process.env,
  E2E_PORTS: ports.join(','),
  E2E_DATA_DIR: dataDir,
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
