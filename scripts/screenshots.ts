/**
 * Screenshots of pages at phone and desktop width in both themes, for looking at what a
 * change shows. Usage: tsx scripts/screenshots.ts http://localhost:3000 /path1 /path2 …
 * With SCREENSHOT_SIGN_IN=someone@example.com it first signs that owner up and in (local mode:
 * the link is read from the dev mailbox), so signed-in pages can be captured.
 * Writes PNG files into ./screenshots (ignored by git).
 */
import { mkdirSync } from 'node:fs';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumExecutable, chromiumLaunchArgs } from '../e2e/chromium';
import { latestLinkTo } from '../e2e/support/mailbox';

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const outDir = 'screenshots';
mkdirSync(outDir, { recursive: true });

const executablePath = chromiumExecutable();
if (!executablePath) throw new Error('No Chromium found (set PLAYWRIGHT_CHROMIUM_PATH).');
const browser = await chromium.launch({ executablePath, args: chromiumLaunchArgs });

async function signIn(context: BrowserContext, email: string) {
  const request = context.request;
  await request.post(new URL('/api/session/sign-up', baseUrl).toString(), {
    data: { displayName: 'Screenshot Owner', email },
  });
  const api = await (await import('@playwright/test')).request.newContext({ baseURL: baseUrl });
  const link = await latestLinkTo(api, email);
  const page = await context.newPage();
  await page.goto(new URL(link, baseUrl).toString());
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  await page.close();
}

for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
  });
  if (process.env.SCREENSHOT_SIGN_IN)
    await signIn(context, process.env.SCREENSHOT_SIGN_IN.replace('@', `+${width}@`));
  for (const path of paths.length > 0 ? paths : ['/']) {
    for (const theme of ['light', 'dark'] as const) {
      const page = await context.newPage();
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
      const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}-${theme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      await page.close();
      console.log(`${outDir}/${name}`);
    }
  }
  await context.close();
}
await browser.close();
