/**
 * `npm run bench:http`: the built server (the npm script runs `npm run build` first) on
 * PostgreSQL under autocannon, at a fixed concurrency. Five targets: the landing page, the
 * cheapest signed-in read (the owner's profile: the session and one row), a full one (the
 * dashboard overview), a signed-in write (saving a message template) and
 * the inbound SMS webhook (a parent's YES, signed like the provider's). A plain node:http hello
 * world is measured in the same run as the ceiling; each target is shown as a ratio to it. The
 * last column is the answering process's CPU time per request (Linux): a machine busy with
 * other work disturbs it far less than the throughput.
 * Exits 1 if any request failed or was answered other than 2xx.
 *
 *   npm run bench:http                                      # 10 connections, 10 s per target
 *   npm run bench:http -- --connections 50 --duration 30    # --warmup 2 (seconds, untimed)
 *   DATABASE_URL=postgres://user@db-host:5432/postgres npm run bench:http
 *
 * A scratch database is created on DATABASE_URL's server (by default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards. The server runs as
 * `node dist/server/main.js` (ROLE=all) in local mode (simulated SMS, dev mailbox, demo billing)
 * whatever the caller's environment says, so nothing reaches a real phone or inbox. Its log level
 * is warn: the per-request log line, pretty-printed in local mode but a cheap JSON line in
 * production, is left out of the figures. The account is set up through the API, as a browser
 * would do it; none of the four targets is behind an abuse limit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import twilio from 'twilio';
import { SIMULATOR_SERVICE_NUMBER } from '../src/server/config';
import { SIMULATOR_AUTH_TOKEN } from '../src/server/channels/simulator/webhook-poster';
import { setUpAccount, waitFor } from './http-account';
import { serviceNodeFlags } from './service-node-flags';
import { freePort } from './web/server';

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    warmup: { type: 'string' },
    'cpu-profile': { type: 'string' },
    only: { type: 'string' },
    statements: { type: 'boolean' },
  },
});
// --cpu-profile DIR: the server writes a V8 CPU profile there when it stops (open it in Chrome's
// DevTools, or summarise it with `tsx bench/profile-summary.ts DIR/*.cpuprofile`).
const profileDir = values['cpu-profile'] ? path.resolve(values['cpu-profile']) : undefined;
// --only landing|profile|overview|template|webhook: measure that target alone (with the ceiling), so a
// profile holds one kind of request.
const only = values.only;
// --statements: after each target, the statements it sent to PostgreSQL per request, from
// pg_stat_statements (the server must preload it: shared_preload_libraries = 'pg_stat_statements').
const duration = Number(values.duration ?? 10);
const connections = Number(values.connections ?? 10);
// Untimed seconds before each measured run: the JIT, the connection pools and PostgreSQL's
// caches warm up, so the first target measured is not penalised for going first.
const warmup = Number(values.warmup ?? 2);
if (!(duration > 0) || !(warmup >= 0) || !Number.isInteger(connections) || connections < 1) {
  console.error('bench:http: --duration and --warmup take seconds, --connections a whole number');
  process.exit(1);
}

const serverEntry = path.resolve('dist/server/main.js');
if (!existsSync(serverEntry) || !existsSync(path.resolve('dist/web/index.html'))) {
  console.error('bench:http: dist/ is missing; run "npm run build" (npm run bench:http does).');
  process.exit(1);
}

/** Runs node with `args`; keeps its recent output, and `exited` resolves when it ends. */
function startNode(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Kept for a failure report: the server's last words are usually the reason.
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, output, exited };
}

async function stop(started: { child: ChildProcess; exited: Promise<void> } | undefined) {
  if (!started || started.child.exitCode !== null) return;
  started.child.kill('SIGTERM');
  // The server finishes in-flight work within 10 s of SIGTERM; past that it is stuck.
  const killed = setTimeout(() => started.child.kill('SIGKILL'), 15_000);
  await started.exited;
  clearTimeout(killed);
}

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `bench_http_${randomBytes(4).toString('hex')}`;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-http-'));

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const serverVersion = (await admin.query<{ server_version: string }>('show server_version'))
  .rows[0]!.server_version;
await admin.query(`create database ${databaseName}`);

let server: ReturnType<typeof startNode> | undefined;
let hello: ReturnType<typeof startNode> | undefined;
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await Promise.all([stop(server), stop(hello)]);
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  })());
// Ctrl-C reaches this process twice (from the terminal and relayed by tsx); both wait for the
// one clean-up.
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/**
 * The CPU time a process has used, in ms (Linux only; undefined elsewhere). Per request, it
 * varies much less than throughput when other work shares the machine.
 */
function cpuMs(pid: number | undefined) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** What a measured run gave, in the table's terms. */
interface Row {
  target: string;
  result: autocannon.Result;
  /** The answering process's CPU time per request, in ms. */
  cpuPerRequest?: number;
}

async function measure(target: string, pid: number | undefined, options: autocannon.Options) {
  const run = (seconds: number) => autocannon({ connections, ...options, duration: seconds });
  process.stdout.write(`  ${target}…`);
  if (warmup > 0) await run(warmup);
  if (values.statements) await admin.query('select pg_stat_statements_reset()');
  const cpuBefore = cpuMs(pid);
  const result = await run(duration);
  const cpuAfter = cpuMs(pid);
  process.stdout.write(` ${Math.round(result.requests.average).toLocaleString()} req/s\n`);
  if (values.statements && pid !== hello?.child.pid) await printStatements(result.requests.total);
  const row: Row = { target, result };
  if (cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0) {
    row.cpuPerRequest = (cpuAfter - cpuBefore) / result.requests.total;
  }
  return row;
}

/** The statements the bench database ran since the last reset, per request, most frequent first. */
async function printStatements(requests: number) {
  const { rows } = await admin.query<{ calls: string; ms: number; query: string }>(
    `select s.calls, s.total_exec_time as ms, s.query from pg_stat_statements s
       join pg_database d on d.oid = s.dbid
      where d.datname = $1 order by s.calls desc limit 25`,
    [databaseName],
  );
  for (const row of rows) {
    const query = row.query.replace(/\s+/g, ' ').slice(0, 150);
    console.log(
      `    ${(Number(row.calls) / requests).toFixed(2).padStart(7)}/req ${(row.ms / Number(row.calls)).toFixed(3).padStart(7)} ms  ${query}`,
    );
  }
}

let failed = false;
try {
  // The ceiling: what this machine's Node answers with no framework, no database, no work.
  // A process of its own, so it does not share autocannon's event loop.
  hello = startNode(
    [
      '-e',
      `require('node:http').createServer((req, res) => res.end('hello'))
         .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`,
    ],
    process.env,
  );
  const helloPort = await new Promise<number>((resolve, reject) => {
    hello!.child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    hello!.child.once('exit', () => reject(new Error('the hello-world server exited')));
  });

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Local mode whatever the caller's environment holds: no real provider must get these texts.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(TWILIO_|STRIPE_|SMTP_URL$|SMS_MESSAGES_PER_SECOND$|EMAIL_FROM$|AUTH_SECRET$|TRUST_PROXY$|SERVICE_WORKER_HOSTS$)/.test(
          name,
        ),
    ),
  );
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  server = startNode(['--enable-source-maps', ...serviceNodeFlags, ...profiling, serverEntry], {
    ...inherited,
    APP_ENV: 'development',
    ROLE: 'all',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The account's consent requests wait for the parent's waking hours: at night in New York
    // the bench could not finish its set-up. bench:web and the journeys start here too.
    DEV_CLOCK_AT: '13:00 America/New_York',
  });
  const serverExited = server.exited.then(() => {
    throw new Error('the server exited');
  });
  await Promise.race([
    serverExited,
    waitFor('/readyz', async () => (await fetch(`${baseUrl}/readyz`)).ok),
  ]);

  console.log('Setting up an account through the API…');
  const { cookie, api, parentPhone, templateId } = await setUpAccount(baseUrl);

  console.log(
    `Measuring: ${connections} connections, ${duration} s per target (after ${warmup} s of warm-up)…`,
  );
  let saves = 0;
  const webhookUrl = `${baseUrl}/webhooks/sms`;
  const serverPid = server.child.pid;
  const ceiling = await measure('hello world (node:http)', hello.child.pid, {
    url: `http://127.0.0.1:${helloPort}/`,
  });
  const rows = [ceiling];
  const wanted = (target: string) => only === undefined || only === target;
  if (wanted('landing'))
    rows.push(await measure('GET / (landing page)', serverPid, { url: `${baseUrl}/` }));
  // The floor of a signed-in request: the session and one small row (decision 051).
  if (wanted('profile')) {
    rows.push(
      await measure('GET /api/profile', serverPid, {
        url: `${baseUrl}/api/profile`,
        headers: { cookie },
      }),
    );
  }
  if (wanted('overview')) {
    rows.push(
      await measure('GET /api/dashboard/overview', serverPid, {
        url: `${baseUrl}/api/dashboard/overview`,
        headers: { cookie },
      }),
    );
  }
  // Each save writes different words, as an owner editing a template would.
  if (wanted('template')) {
    rows.push(
      await measure('PUT /api/templates/:id', serverPid, {
        url: `${baseUrl}/api/templates/${templateId}`,
        method: 'PUT',
        headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                title: 'Morning hello',
                messageContent: `Good morning! Thinking of you today (${++saves}).`,
                categoryId: null,
                variables: {},
              }),
            }),
          },
        ],
      }),
    );
  }
  // A parent's YES with no check-in open: recorded, matched against check-ins and consents.
  // Every text has its own message id, or the webhook would take it for a retry.
  const webhook = !wanted('webhook')
    ? undefined
    : await measure('POST /webhooks/sms (a YES)', serverPid, {
        url: webhookUrl,
        method: 'POST',
        requests: [
          {
            setupRequest: (request) => {
              const params = {
                MessageSid: `SM${randomBytes(16).toString('hex')}`,
                AccountSid: 'ACbench',
                From: parentPhone,
                To: SIMULATOR_SERVICE_NUMBER,
                Body: 'YES',
              };
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'content-type': 'application/x-www-form-urlencoded',
                  'x-twilio-signature': twilio.getExpectedTwilioSignature(
                    SIMULATOR_AUTH_TOKEN,
                    webhookUrl,
                    params,
                  ),
                },
                body: new URLSearchParams(params).toString(),
              };
            },
          },
        ],
      });
  if (webhook) rows.push(webhook);

  // The writes must have happened, not merely been answered.
  const saved = await api<{ templates: { id: string; messageContent: string }[] }>(
    'GET',
    '/api/templates',
  );
  const savedContent = saved.templates.find((one) => one.id === templateId)?.messageContent;
  const scratch = new pg.Client({ connectionString: databaseUrl.toString() });
  await scratch.connect();
  const recorded = Number(
    (await scratch.query<{ count: string }>('select count(*) from inbound_sms')).rows[0]!.count,
  );
  await scratch.end();

  const table = [
    ['Target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs hello', 'CPU ms/req'],
    ...rows.map(({ target, result, cpuPerRequest }) => [
      target,
      Math.round(result.requests.average).toLocaleString(),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.errors),
      String(result.non2xx),
      (result.requests.average / ceiling.result.requests.average).toFixed(3),
      cpuPerRequest === undefined ? '–' : cpuPerRequest.toFixed(2),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  console.log(
    `\nNode ${process.version}, PostgreSQL ${serverVersion}, ${connections} connections, ${duration} s per target\n`,
  );
  for (const row of table) {
    console.log(
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
        )
        .join('   '),
    );
  }
  if (wanted('template')) console.log(`\nThe template now reads "${savedContent}".`);
  if (webhook) {
    console.log(
      `Inbound texts recorded ${recorded.toLocaleString()}: the consent's Y, the warm-up's and the timed run's (${webhook.result['2xx'].toLocaleString()} answered 2xx).`,
    );
  }

  for (const { target, result } of rows) {
    if (result.errors > 0 || result.non2xx > 0) {
      failed = true;
      console.error(`FAILED: ${target}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
    }
  }
  if (wanted('template') && !savedContent?.startsWith('Good morning! Thinking of you today (')) {
    failed = true;
    console.error('FAILED: the template saves did not reach the database');
  }
  if (webhook && recorded <= webhook.result['2xx']) {
    failed = true;
    console.error('FAILED: fewer inbound texts recorded than the webhook answered');
  }
} catch (error) {
  failed = true;
  console.error(error);
  if (server) console.error(`\nThe server's last output:\n${server.output.join('')}`);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
