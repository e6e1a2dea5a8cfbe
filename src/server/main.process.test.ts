import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledEntry } from './test/bundled-entry';

/**
 * The real process, bundled as `npm start` builds it (test/bundled-entry.ts): what an operator
 * sees when a second copy starts, when the process is killed outright, and when it is stopped.
 */

// Once for the six starts below.
const entry = await bundledEntry(path.resolve('src/server/main.ts'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'process-test-'));
const running = new Set<ChildProcess>();

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: NodeJS.ProcessEnv = {}): Started {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

async function waitForReady(server: Started): Promise<string> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const match = /Listening on (http:\/\/\S+?) /.exec(server.output());
    if (match?.[1]) {
      const response = await fetch(`${match[1]}/readyz`).catch(() => undefined);
      if (response?.status === 200) return match[1];
    }
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the service process', { timeout: 120_000 }, () => {
  it('exits 1 naming each bad variable', async () => {
    const server = startServer({ PORT: 'eighty', ROLE: 'chef' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('config: PORT: must be a whole number from 0 to 65535');
    expect(server.output()).toContain('config: ROLE: must be all, web or worker');
  });

  it('refuses a second process on the same data directory, survives SIGKILL, stops cleanly', async () => {
    const first = startServer();
    await waitForReady(first);

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another running process');
    expect(second.output()).toContain(`pid ${first.child.pid}`);

    first.child.kill('SIGKILL');
    await first.exited;

    const restarted = startServer();
    const url = await waitForReady(restarted);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    const stopRequested = Date.now();
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    expect(Date.now() - stopRequested).toBeLessThan(10_000);
    expect(restarted.output()).toContain('stopped');
    expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);

    // What the killed process had written is still there: both processes recorded their start.
    const database = await PGlite.create(path.join(dataDir, 'pglite'));
    const { rows } = await database.query<{ role: string }>('select role from worker_heartbeats');
    await database.close();
    expect(rows).toHaveLength(2);
  });
});
