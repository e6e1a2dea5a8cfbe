import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumExecutable, chromiumLaunchArgs } from '../../e2e/chromium';

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];
export type LighthouseScores = Record<LighthouseCategory, number>;

export interface LighthouseResult {
  scores: LighthouseScores;
  /** Largest contentful paint and total blocking time, in milliseconds (simulated). */
  lcpMs: number;
  tbtMs: number;
}

/**
 * Lighthouse's four scores (0–100) per page, in its default mobile emulation with simulated
 * throttling, against the system Chromium. With `runs` above one, each score is the median.
 */
export async function lighthouseScores(
  urls: string[],
  runs: number,
): Promise<Map<string, LighthouseResult>> {
  const chromePath = chromiumExecutable();
  if (!chromePath) throw new Error('no Chromium found for Lighthouse');
  const chrome = await launch({
    chromePath,
    // '--headless=new' replaces the plain '--headless' of the Playwright flags.
    chromeFlags: ['--headless=new', ...chromiumLaunchArgs.filter((flag) => flag !== '--headless')],
  });
  const results = new Map<string, LighthouseResult>();
  try {
    for (const url of urls) {
      const samples: LighthouseResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        const { categories, audits } = await auditOnce(url, chrome.port);
        const score = (category: LighthouseCategory) =>
          Math.round((categories[category]?.score ?? 0) * 100);
        samples.push({
          scores: Object.fromEntries(
            lighthouseCategories.map((category) => [category, score(category)]),
          ) as LighthouseScores,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        });
      }
      results.set(url, medianOf(samples));
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** One Lighthouse run; a failed trace (NO_NAVSTART and the like) is retried twice. */
async function auditOnce(url: string, port: number, attemptsLeft = 3) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...lighthouseCategories],
  });
  const problem = !result ? 'no result' : result.lhr.runtimeError?.message;
  if (!problem) return result!.lhr;
  if (attemptsLeft > 1) return auditOnce(url, port, attemptsLeft - 1);
  throw new Error(`Lighthouse on ${url}: ${problem}`);
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function medianOf(samples: LighthouseResult[]): LighthouseResult {
  return {
    scores: Object.fromEntries(
      lighthouseCategories.map((category) => [
        category,
        median(samples.map((sample) => sample.scores[category])),
      ]),
    ) as LighthouseScores,
    lcpMs: median(samples.map((sample) => sample.lcpMs)),
    tbtMs: median(samples.map((sample) => sample.tbtMs)),
  };
}
