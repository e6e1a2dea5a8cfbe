/**
 * Screenshots of pages at phone and desktop width in both themes, for looking at what a
 * change shows. Usage: tsx scripts/screenshots.ts http://localhost:3000 /path1 /path2 …
 * Writes PNG files into ./screenshots (ignored by git).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumExecutable, chromiumLaunchArgs } from '../e2e/chromium';

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const outDir = 'screenshots';
mkdirSync(outDir, { recursive: true });

const executablePath = chromiumExecutable();
if (!executablePath) throw new Error('No Chromium found (set PLAYWRIGHT_CHROMIUM_PATH).');
const browser = await chromium.launch({ executablePath, args: chromiumLaunchArgs });
for (const path of paths.length > 0 ? paths : ['/']) {
  for (const width of [390, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
      const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}-${theme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      await page.close();
      console.log(`${outDir}/${name}`);
    }
  }
}
await browser.close();
