/**
 * Screenshots of pages at phone and desktop width in both themes, for looking at what a
 * change shows. Usage: tsx scripts/screenshots.ts http://localhost:3000 /path1 /path2 …
 * With SCREENSHOT_SIGN_IN=someone@example.com it first signs that owner up and in (local mode:
 * the link is read from the dev mailbox), so signed-in pages can be captured. With
 * SCREENSHOT_LINK=<sign-in link> (the one `npm run demo` prints) it opens that link once instead,
 * and every width shares the session. SCREENSHOT_WIDTHS=390,1280 and SCREENSHOT_THEMES=light,dark
 * choose what is captured (both by default); SCREENSHOT_VIEWPORT=1 keeps only the first screen
 * instead of the whole page; SCREENSHOT_SKIP_TOUR=1 marks the dashboard tour as seen, so its
 * dialog covers nothing; SCREENSHOT_DIR sets the folder.
 * Writes PNG files into ./screenshots (ignored by git) unless SCREENSHOT_DIR says otherwise.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumExecutable, chromiumLaunchArgs } from '../e2e/chromium';
import { latestLinkTo } from '../e2e/support/mailbox';

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? 'screenshots';
const listed = (value: string | undefined) => value?.split(',').map((item) => item.trim());
const widths = (listed(process.env.SCREENSHOT_WIDTHS) ?? ['390', '1280']).map(Number);
const themes = (listed(process.env.SCREENSHOT_THEMES) ?? ['light', 'dark']) as ('light' | 'dark')[];
const fullPage = process.env.SCREENSHOT_VIEWPORT !== '1';
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

/** The session of a one-time link, opened once: every width's context starts signed in with it. */
async function sessionOf(link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL(link, baseUrl).toString());
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  const state = await context.storageState();
  await context.close();
  return state;
}
const storageState = process.env.SCREENSHOT_LINK
  ? await sessionOf(process.env.SCREENSHOT_LINK)
  : undefined;

for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    storageState,
  });
  if (process.env.SCREENSHOT_SIGN_IN)
    await signIn(context, process.env.SCREENSHOT_SIGN_IN.replace('@', `+${width}@`));
  for (const path of paths.length > 0 ? paths : ['/']) {
    for (const theme of themes) {
      const page = await context.newPage();
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      if (process.env.SCREENSHOT_SKIP_TOUR === '1')
        await page.addInitScript(() => window.localStorage.setItem('hasSeenTour', 'true'));
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
      const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}-${theme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage });
      await page.close();
      console.log(`${outDir}/${name}`);
    }
  }
  await context.close();
}
await browser.close();
