import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledEntry } from '../test/bundled-entry';
import { createSharedTestDatabase } from '../test/test-database';
import type { CrashRunState } from './crash-worker';
import { checkInvariants } from './invariants';
import { freshParentsState } from './parents-at-random';
import { random } from './random';
import { setUpAccounts } from './sim-accounts';

// Bundled once: each of the thirteen workers starts in about a second less (bundled-entry.ts).
const workerScript = await bundledEntry(
  fileURLToPath(new URL('./crash-worker.ts', import.meta.url)),
);

// Sunday 8 March 2026: the spring DST change, and the weekly reports at 6:00 PM.
const run = { start: '2026-03-08T08:00:00Z', days: 1, stepMinutes: 5 };
const KILLS = 8;
/**
 * Workers that kill themselves around a send: half just after the phone network accepted a text
 * or call, half just before it reached the network (the outbox's claim taken).
 */
const IN_FLIGHT_DEATHS = 4;

const scratch = mkdtempSync(path.join(tmpdir(), 'crash-state-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Starts a worker process; resolves `ready` once it has opened the database. */
function startWorker(
  target: string,
  statePath: string,
  seed: number,
  dying?: { chance: number; at: 'accepted' | 'claimed' },
) {
  const child = spawn(
    process.execPath,
    [
      '--enable-source-maps',
      workerScript,
      '--database',
      target,
      '--state',
      statePath,
      '--seed',
      `${seed}`,
      '--die-in-flight',
      `${dying?.chance ?? 0}`,
      '--die-at',
      dying?.at ?? 'accepted',
    ],
    // The service's errors go to the worker's output, which a failed assertion shows.
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEST_LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error' },
    },
  );
  let output = '';
  const ready = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready: Promise.race([ready, exited]), exited, output: () => output };
}

describe('the engine when its worker process crashes', () => {
  it('keeps every promise when the worker is killed at random points of a day, and around a send, and restarted', async () => {
    const database = await createSharedTestDatabase();
    try {
      const setup = await database.open();
      const accounts = await setUpAccounts(setup.db, 24, random(11));
      await setup.close();

      const statePath = path.join(scratch, 'state.json');
      const end = new Date(new Date(run.start).getTime() + run.days * 86_400_000);
      const initial: CrashRunState = {
        now: run.start,
        end: end.toISOString(),
        stepMinutes: run.stepMinutes,
        parentPhones: accounts.parentPhones,
        parents: freshParentsState(),
      };
      writeFileSync(statePath, JSON.stringify(initial));
      const stateNow = () => (JSON.parse(readFileSync(statePath, 'utf8')) as CrashRunState).now;

      const killedAt: string[] = [];
      // First, workers that die around a send: where the day's texts begin.
      for (let attempt = 0; attempt < IN_FLIGHT_DEATHS; attempt += 1) {
        const at = attempt % 2 === 0 ? 'accepted' : 'claimed';
        const worker = startWorker(database.target, statePath, 200 + attempt, { chance: 0.1, at });
        await worker.exited;
        expect(worker.child.signalCode, worker.output()).toBe('SIGKILL');
        killedAt.push(stateNow());
      }
      // Then kill points spread over the rest of the day: each worker runs until the simulated
      // clock passes the next one, then dies a random few milliseconds later, wherever it is.
      const rng = random(5);
      const from = new Date(stateNow()).getTime();
      const killPoints = Array.from({ length: KILLS }, () =>
        new Date(from + rng.next() * (end.getTime() - from) * 0.9).toISOString(),
      ).sort();
      for (const [attempt, point] of killPoints.entries()) {
        const worker = startWorker(database.target, statePath, 100 + attempt);
        await worker.ready;
        while (stateNow() < point && worker.child.exitCode === null) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await new Promise((resolve) => setTimeout(resolve, rng.int(0, 150)));
        if (worker.child.exitCode !== null) {
          throw new Error(`the worker stopped by itself:\n${worker.output()}`);
        }
        worker.child.kill('SIGKILL');
        await worker.exited;
        killedAt.push(stateNow());
      }
      const last = startWorker(database.target, statePath, 999);
      const code = await last.exited;
      expect(code, last.output()).toBe(0);

      // The kills fell during the day, not before it began or after it ended.
      expect(new Set(killedAt).size).toBeGreaterThan((KILLS + IN_FLIGHT_DEATHS) / 2);
      expect(killedAt.every((at) => at < end.toISOString())).toBe(true);

      const check = await database.open();
      try {
        const result = await checkInvariants(check.db, run, end);
        expect(result.violations).toEqual([]);
        expect(result.counts['check-in texts']).toBeGreaterThan(10);
      } finally {
        await check.close();
      }
    } finally {
      await database.drop();
    }
  }, 240_000);
});
