import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';

export interface PageWeight {
  page: string;
  jsFiles: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * The JavaScript and CSS a page makes the browser load until the network is idle, each body
 * gzipped here (so the figure does not depend on whether the server compresses).
 */
export async function measurePageWeight(
  context: BrowserContext,
  url: string,
  label: string,
): Promise<PageWeight> {
  const page = await context.newPage();
  const pending: Promise<{ type: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(response.body().then((body) => ({ type, bytes: gzipSync(body).length })));
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  const bodies = await Promise.all(pending);
  await page.close();
  const sum = (type: string) =>
    bodies.filter((body) => body.type === type).reduce((total, body) => total + body.bytes, 0);
  return {
    page: label,
    jsFiles: bodies.filter((body) => body.type === 'script').length,
    jsGzipBytes: sum('script'),
    cssGzipBytes: sum('stylesheet'),
  };
}
