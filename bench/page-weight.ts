/**
 * The web benchmark (`npm run bench:web`): what each page makes the browser download, and
 * Lighthouse's scores for the public pages. Self-contained: it builds the app (skip with
 * --no-build when dist/ is fresh), starts dist/server/main.js on a free port with a fresh
 * embedded database, signs up an account that has finished set-up (for /dashboard), measures,
 * and stops the server.
 *
 *   npm run bench:web                 build, then measure
 *   npm run bench:web -- --no-build   measure the existing dist/
 *   npm run bench:web -- --runs 3     median of three Lighthouse runs per page
 *
 * Targets: the landing page's JS + CSS at most 1.2× a bare React + React DOM build made in
 * the same run (decision 042), and no other public page heavier than the landing page; Lighthouse performance at least 95 and accessibility 100 on the public pages.
 * A benchmark, not a test: it reports which targets are met and exits non-zero only when it
 * could not measure. Lighthouse simulates a slow phone and network, so its scores hold on a
 * busy machine better than wall-clock timings do, but contention still lowers performance.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium, request as playwrightRequest } from '@playwright/test';
import { chromiumExecutable, chromiumLaunchArgs } from '../e2e/chromium';
import { finishedAccount } from '../e2e/support/dashboard-account';
import { bareReactGzipBytes } from './web/bare-react';
import { lighthouseCategories, lighthouseScores } from './web/lighthouse';
import { measurePageWeight, type PageWeight } from './web/page-weight';
import { startBuiltServer } from './web/server';

const targets = { landingRatio: 1.2, performance: 95, accessibility: 100 };

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
  },
});
const runs = Math.max(1, Number(options.runs) || 1);

if (!chromiumExecutable()) {
  console.error('bench:web: no Chromium (PLAYWRIGHT_CHROMIUM_PATH or /usr/bin/chromium).');
  process.exit(1);
}
if (!options['no-build']) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

const server = await startBuiltServer();
const { baseUrl } = server;
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: chromiumLaunchArgs,
});
let failed = false;
try {
  const posts = (await (await fetch(`${baseUrl}/api/blog/posts`)).json()) as { slug: string }[];
  const postPath = `/blog/${posts[0]?.slug ?? 'missing'}`;
  const publicPages = ['/', '/blog', postPath, '/login', '/signup'];

  // Each public page in a context of its own, so nothing is cached between them.
  const weights: PageWeight[] = [];
  for (const path of publicPages) {
    const context = await browser.newContext();
    weights.push(await measurePageWeight(context, `${baseUrl}${path}`, path));
    await context.close();
  }
  const owner = await browser.newContext({ baseURL: baseUrl });
  const request = await playwrightRequest.newContext({ baseURL: baseUrl });
  const setUpPage = await owner.newPage();
  await finishedAccount(setUpPage, request, { label: 'bench' });
  await setUpPage.close();
  await request.dispose();
  weights.push(await measurePageWeight(owner, `${baseUrl}/dashboard`, '/dashboard'));
  await owner.close();

  console.log('\nJavaScript and CSS each page loads (gzipped):');
  console.table(
    weights.map((weight) => ({
      page: weight.page,
      'JS files': weight.jsFiles,
      'JS kB': kb(weight.jsGzipBytes),
      'CSS kB': kb(weight.cssGzipBytes),
      'total kB': kb(weight.jsGzipBytes + weight.cssGzipBytes),
    })),
  );

  const bareReact = await bareReactGzipBytes();
  const landing = weights[0]!;
  const ratio = (landing.jsGzipBytes + landing.cssGzipBytes) / bareReact;
  console.log(
    `Bare React + React DOM build: ${kb(bareReact)} kB gzipped. Landing page JS + CSS: ` +
      `${kb(landing.jsGzipBytes + landing.cssGzipBytes)} kB = ${ratio.toFixed(2)}× ` +
      `(target ≤ ${targets.landingRatio}×: ${verdict(ratio <= targets.landingRatio)})`,
  );
  const total = (weight: PageWeight) => weight.jsGzipBytes + weight.cssGzipBytes;
  const heavier = weights
    .slice(1, publicPages.length)
    .filter((weight) => total(weight) > total(landing));
  console.log(
    `Other public pages no heavier than the landing page: ${verdict(heavier.length === 0)}` +
      heavier.map((weight) => `; ${weight.page} ${kb(total(weight))} kB`).join(''),
  );

  console.log(`\nLighthouse, mobile emulation, median of ${runs} run(s) per page:`);
  const scores = await lighthouseScores(
    publicPages.map((path) => `${baseUrl}${path}`),
    runs,
  );
  const rows = publicPages.map((path) => {
    const result = scores.get(`${baseUrl}${path}`)!;
    return {
      page: path,
      ...Object.fromEntries(
        lighthouseCategories.map((category) => [category, result.scores[category]]),
      ),
      'LCP ms': Math.round(result.lcpMs),
      'TBT ms': Math.round(result.tbtMs),
    };
  });
  console.table(rows);
  for (const path of publicPages) {
    const { performance, accessibility } = scores.get(`${baseUrl}${path}`)!.scores;
    console.log(
      `${path}: performance ${performance} (target ≥ ${targets.performance}: ` +
        `${verdict(performance >= targets.performance)}), accessibility ${accessibility} ` +
        `(target ${targets.accessibility}: ${verdict(accessibility >= targets.accessibility)})`,
    );
  }
} catch (error) {
  failed = true;
  console.error(`bench:web could not measure: ${(error as Error).stack ?? error}`);
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
