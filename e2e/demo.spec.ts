import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';

/**
 * `npm run demo` on a fresh data directory, then the built server on it, as the README tells a
 * newcomer: the printed link signs the owner in, and the overview shows the family's history.
 * A short history (--days 3) still holds a NO, a silent day with its call and alert, and a claim.
 */
const DAYS = '3';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let dataDir = '';
let baseURL = '';
let printed = '';
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The demo runs days of simulated time on a shared machine; the server then starts as in
  // playwright.config.ts, whose own start-up allowance is three minutes.
  test.setTimeout(12 * 60_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-demo-'));
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    APP_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'warn',
  };
  const demo = spawn('npx', ['tsx', 'scripts/demo.ts', '--days', DAYS], { env });
  let errors = '';
  demo.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  demo.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => demo.on('close', resolve));
  expect(status, `npm run demo failed:\n${printed}\n${errors}`).toBe(0);

  server = spawn('node', ['--enable-source-maps', 'dist/server/main.js'], {
    env,
    stdio: 'ignore',
  });
  // Ready when /readyz answers; the server's exit (a lock still held, say) ends the wait.
  const exited = new Promise<never>((_, reject) =>
    server!.once('exit', (code) => reject(new Error(`the server exited (${code})`))),
  );
  const ready = (async () => {
    for (;;) {
      const ok = await fetch(`${baseURL}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([ready, exited]);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the printed link signs the demo owner in to a family with history', async ({ page }) => {
  const link = /^\s+(https?:\/\/\S+\/auth\/\S+\?code=\S+)$/m.exec(printed)?.[1];
  expect(link, printed).toBeDefined();
  expect(printed).toContain('npm start');
  expect(new URL(link!).origin).toBe(baseURL);

  await page.goto(link!);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  await page.goto(`${baseURL}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const parents = page.getByRole('region', { name: 'Your Parents', exact: true });
  await expect(parents.getByRole('heading', { name: 'Rose Rivera (Mom)' })).toBeVisible();
  await expect(parents.getByRole('heading', { name: 'Walter Rivera (Dad)' })).toBeVisible();
  const counts = page.getByRole('definition');
  await expect(page.getByText('Total Parents')).toBeVisible();
  await expect(counts.nth(0)).toHaveText('2');
  await expect(counts.nth(1)).toHaveText('2');
  // Three days of two check-ins, replies' thanks, the family's notices: far more than set-up's texts.
  await expect(counts.nth(2)).not.toHaveText('0');
  expect(Number(await counts.nth(2).textContent())).toBeGreaterThan(20);
  const activity = page.getByRole('region', { name: 'Recent Activity', exact: true });
  await expect(activity.getByText(/replied YES · /).first()).toBeVisible();

  // The silent day's alert reached the family's inbox, and Ben's ON IT was passed on.
  const mailbox = await (await page.request.get(`${baseURL}/api/dev/mailbox`)).json();
  const subjects = (mailbox as { to: string; subject: string }[])
    .filter((entry) => entry.to === 'ann.demo@example.com')
    .map((entry) => entry.subject);
  expect(subjects).toContain('Walter Rivera did not respond today');
  expect(subjects).toContain('Rose Rivera may need help');
  expect(subjects.some((subject) => subject.startsWith('Ben is on it'))).toBe(true);

  // The service clock is back at the real time, so today is today.
  const status = (await (await page.request.get(`${baseURL}/api/dev/status`)).json()) as {
    now: string;
  };
  expect(Math.abs(new Date(status.now).getTime() - Date.now())).toBeLessThan(60_000);
});
