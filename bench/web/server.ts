import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now, for a server the bench starts. */
export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
}

/**
 * The built server (dist/server/main.js) on a free port with a fresh embedded database, so a
 * run never touches ./data or a server someone already has running.
 */
export async function startBuiltServer(): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-data-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The dashboard's owner is set up through consent requests, which wait for the parent's
      // waking hours: at night in New York the bench could not finish its account. The
      // journeys' server starts its clock at the same hour (playwright.config.ts).
      DEV_CLOCK_AT: '13:00 America/New_York',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A loaded shared machine can take over a minute to build the schema and start.
    await waitUntilReady(baseUrl, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
