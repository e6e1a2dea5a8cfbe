import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { demoStart } from '../src/server/demo/demo-start';
import { expect, test } from './support/test';

/**
 * `npm run demo` on a fresh data directory, then the built server on it, as the README tells a
 * newcomer: the demo prints the command that serves its family, the printed link signs the owner
 * in, and the overview shows the family's history. The default month holds a parent texted in
 * English and one called in Spanish, a NO, a fall, a silent day with its calls, each alert taken
 * and closed, and the weekly reports.
 */

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * The Sundays whose 6:00 PM in New York (the owner's zone, when her weekly report goes) falls
 * between the demo's first moment and `until`. A month holds four or five of them, by the day of
 * the week the demo runs on.
 */
function reportSundays(start: number, until: number) {
  const first = DateTime.fromMillis(start, { zone: 'America/New_York', locale: 'en-US' });
  const sundays: string[] = [];
  for (let day = first.startOf('day'); day.toMillis() <= until; day = day.plus({ days: 1 })) {
    const evening = day.set({ hour: 18 });
    if (day.weekday === 7 && evening > first && evening.toMillis() <= until)
      sundays.push(day.toFormat('LLL d'));
  }
  return sundays;
}

let demoRanAt = 0;
let dataDir = '';
let baseURL = '';
let printed = '';
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The demo promises a month in under three minutes on a shared machine; the server then
  // starts as in playwright.config.ts, whose own start-up allowance is three minutes.
  test.setTimeout(6 * 60_000);
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
  demoRanAt = Date.now();
  const demo = spawn('npx', ['tsx', 'scripts/demo.ts'], { env });
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
  // The command serves the demo's own directory, with the settings its links were written for.
  expect(printed).toContain(
    `DATA_DIR=${dataDir} PORT=${new URL(baseURL).port} PUBLIC_URL=${baseURL} HOST=127.0.0.1 npm start`,
  );
  expect(printed).toContain(`point at\n${baseURL} (from PUBLIC_URL)`);
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

  // Every alert reached the family's inbox, was taken in hand and closed; the reports went out.
  const mailboxReadAt = Date.now();
  const mailbox = await (await page.request.get(`${baseURL}/api/dev/mailbox`)).json();
  const subjects = (mailbox as { to: string; subject: string }[])
    .filter((entry) => entry.to === 'ann.demo@example.com')
    .map((entry) => entry.subject);
  for (const subject of [
    'Rose Rivera may need help',
    'Ben says Rose Rivera is OK',
    'Walter Rivera may need help',
    'Carla says Walter Rivera is OK',
    'Walter Rivera did not respond today',
    'Ben says Walter Rivera is OK',
  ])
    expect(subjects).toContain(subject);
  // One report a Sunday, each for the week that ends on it ("…, Nov 23–Nov 29"), none twice.
  const reportWeeksEnding = subjects
    .filter((subject) => subject.startsWith('Weekly check-in report'))
    .map((subject) => subject.slice(subject.lastIndexOf('–') + 1));
  expect(new Set(reportWeeksEnding)).toEqual(
    new Set(reportSundays(demoStart(demoRanAt, 30), mailboxReadAt)),
  );
  expect(reportWeeksEnding).toHaveLength(new Set(reportWeeksEnding).size);

  // Walter is checked on by call, in Spanish; Carla, told by e-mail only, was never texted.
  const calls = (await (
    await page.request.get(`${baseURL}/api/dev/phone/+12135550142`)
  ).json()) as {
    kind: string;
    language: string | null;
  }[];
  // A call's language is known once it has ended (one nobody answered has none).
  const spoken = calls.filter((event) => event.kind === 'call' && event.language);
  expect(spoken.length).toBeGreaterThan(25);
  expect(new Set(spoken.map((event) => event.language))).toEqual(new Set(['es-US']));
  expect(calls.filter((event) => event.kind === 'sms')).toEqual([]);
  const threads = (await (await page.request.get(`${baseURL}/api/dev/phone`)).json()) as {
    phone: string;
  }[];
  expect(threads.map((thread) => thread.phone)).not.toContain('+14155550164');

  // The service clock is back at the real time, so today is today.
  const status = (await (await page.request.get(`${baseURL}/api/dev/status`)).json()) as {
    now: string;
  };
  expect(Math.abs(new Date(status.now).getTime() - Date.now())).toBeLessThan(60_000);
});
