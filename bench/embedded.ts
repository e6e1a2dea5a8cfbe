/**
 * `npm run bench:embedded`: what the service costs on the embedded database, next to the
 * embedded database alone, measured in the same run. Each round starts, on a fresh data
 * directory:
 *   - a bare PGlite: a process that opens it and runs `select 1`;
 *   - the service: `node dist/server/main.js` (ROLE=all, local mode, what `npm start` runs after
 *     its build), until /readyz answers 200, then idle for a few seconds while its worker runs
 *     its first passes.
 * It reports the time to ready and the resident memory (the kernel's RSS and its high-water
 * mark, VmHWM), medians over `--runs` (3 by default). The npm script builds first.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './web/server';
import { serviceNodeFlags } from './service-node-flags';

const { values } = parseArgs({ options: { runs: { type: 'string' }, idle: { type: 'string' } } });
const runs = Number(values.runs ?? 3);
const idleSeconds = Number(values.idle ?? 5);
const serverEntry = path.resolve('dist/server/main.js');
if (!existsSync(serverEntry)) {
  console.error(
    'bench:embedded: dist/ is missing; run "npm run build" (npm run bench:embedded does).',
  );
  process.exit(1);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const megabytes = (kilobytes: number) => Math.round(kilobytes / 1024);

/** The kernel's view of a process's memory: resident now and at its highest, in kB. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

interface Figures {
  readyMs: number;
  rssMb: number;
  peakMb: number;
}

/** A bare PGlite: opened on a fresh directory, one query, its memory read before it exits. */
async function barePglite(dataDir: string): Promise<Figures> {
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(${JSON.stringify(dataDir)});
    await db.query('select 1');
    process.stdout.write('ready\\n');
    await new Promise((resolve) => setTimeout(resolve, ${idleSeconds * 1000}));
    process.stdout.write('done\\n');
    await db.close();`;
  const start = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let readyMs = 0;
  let memory = { rss: 0, peak: 0 };
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('ready')) readyMs = performance.now() - start;
      if (text.includes('done')) memory = memoryOf(child.pid!);
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
  });
  return { readyMs, rssMb: megabytes(memory.rss), peakMb: megabytes(memory.peak) };
}

/** The built service in local mode, from its start until /readyz, then idle a while. */
async function service(dataDir: string): Promise<Figures> {
  const port = await freePort();
  const start = performance.now();
  const child = spawn(process.execPath, [...serviceNodeFlags, serverEntry], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null) throw new Error('the service exited before it was ready');
    await pause(50);
  }
  const readyMs = performance.now() - start;
  await pause(idleSeconds * 1000);
  const memory = memoryOf(child.pid!);
  child.kill('SIGTERM');
  await exited;
  return { readyMs, rssMb: megabytes(memory.rss), peakMb: megabytes(memory.peak) };
}

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const rounds: { bare: Figures; app: Figures }[] = [];
for (let round = 0; round < runs; round += 1) {
  const dirs = [
    mkdtempSync(path.join(tmpdir(), 'embedded-bare-')),
    mkdtempSync(path.join(tmpdir(), 'embedded-app-')),
  ];
  try {
    const bare = await barePglite(dirs[0]!);
    const app = await service(dirs[1]!);
    rounds.push({ bare, app });
    console.log(
      `round ${round + 1}: PGlite ${Math.round(bare.readyMs)} ms, ${bare.rssMb} MB (peak ${bare.peakMb}); service ${Math.round(app.readyMs)} ms, ${app.rssMb} MB (peak ${app.peakMb})`,
    );
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
const line = (label: string, pick: (round: { bare: Figures; app: Figures }) => Figures) => {
  const ready = median(rounds.map((round) => pick(round).readyMs));
  const rss = median(rounds.map((round) => pick(round).rssMb));
  const peak = median(rounds.map((round) => pick(round).peakMb));
  return {
    text: `${label.padEnd(34)}${(ready / 1000).toFixed(1).padStart(6)} s${String(rss).padStart(7)} MB${String(peak).padStart(9)} MB`,
    ready,
    rss,
    peak,
  };
};
const bare = line('PGlite alone (open, select 1)', (round) => round.bare);
const app = line('The service (npm start, ROLE=all)', (round) => round.app);
console.log(`
Medians of ${runs} run${runs > 1 ? 's' : ''}, fresh data directories, ${idleSeconds} s idle after ready
                                   ready      RSS   peak RSS
${bare.text}
${app.text}
The service on top of PGlite        ${((app.ready - bare.ready) / 1000).toFixed(1).padStart(4)} s${String(app.rss - bare.rss).padStart(7)} MB${String(app.peak - bare.peak).padStart(9)} MB`);
