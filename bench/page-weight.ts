/**
 * Page weight: the JavaScript and CSS each page makes the browser load, gzipped, measured in the
 * system Chromium against a running server. Usage:
 *   npx tsx bench/page-weight.ts http://localhost:3000
 * Prints one row per page. A benchmark, not a test: it reports, it does not judge.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumExecutable, chromiumLaunchArgs } from '../e2e/chromium';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const pages = ['/', '/blog', '/blog/staying-connected-with-aging-parents', '/login', '/dev'];

const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: chromiumLaunchArgs,
});
const rows: { page: string; jsFiles: number; jsGzipKb: string; cssGzipKb: string }[] = [];
for (const path of pages) {
  const page = await browser.newPage();
  const bodies: { type: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push({ type, bytes: gzipSync(await response.body()).length });
  });
  await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
  const sum = (type: string) =>
    bodies.filter((body) => body.type === type).reduce((total, body) => total + body.bytes, 0);
  rows.push({
    page: path,
    jsFiles: bodies.filter((body) => body.type === 'script').length,
    jsGzipKb: (sum('script') / 1024).toFixed(1),
    cssGzipKb: (sum('stylesheet') / 1024).toFixed(1),
  });
  await page.close();
}
await browser.close();
console.table(rows);
