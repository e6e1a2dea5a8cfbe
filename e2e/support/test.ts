import { test as base, type Browser, type BrowserContext } from '@playwright/test';

import { serverFor } from '../servers';

export { expect } from '@playwright/test';

/**
 * What the browser's console showed during one journey. A journey fails on any warning,
 * error or uncaught exception, from every page it opened: its own context's and those it made
 * with browser.newContext() or browser.newPage() (a sibling's phone, a friend's browser).
 * A journey that provokes a refusal on purpose (a wrong password answers 401, which Chromium
 * logs as a failed resource) names it: `browserConsole.expectRefusal(401, '/api/session/password')`;
 * `*` in the path stands for an id.
 * Nothing else is let through.
 */
export interface BrowserConsole {
  expectRefusal(status: number, apiPath: string): void;
  /**
   * The line Chromium logs when a script is tried in the sandboxed frame the dev mailbox shows an
   * e-mail's HTML in: axe checking the page, or the trace's snapshot of the frame (Chromium
   * 156.0.8078.108 logs that one too; .73 did not). The sandbox refusing it is what it is for.
   */
  expectEmailSandbox(): void;
}

const emailSandboxRefusal =
  /^error: Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\. \(about:srcdoc\)$/;

/** `apiPath` as a pattern: `*` stands for one path segment (an id). */
const escaped = (text: string) =>
  text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/?]+');

/** Chromium's own line for a fetch the server refused with `status`, at `apiPath`. */
const refusalLine = (status: number, apiPath: string) =>
  new RegExp(
    `^error: Failed to load resource: the server responded with a status of ${status} \\(.*\\) \\(https?://[^/]+${escaped(apiPath)}(\\?.*)?\\)$`,
  );

function listen(context: BrowserContext, seen: string[]) {
  context.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const where = message.location().url;
    seen.push(`${message.type()}: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  context.on('weberror', (error) => seen.push(`uncaught: ${error.error().message}`));
}

/** Makes the contexts a journey opens itself report to the same list, until it ends. */
function watchNewContexts(browser: Browser, seen: string[]) {
  const newContext = browser.newContext;
  const newPage = browser.newPage;
  browser.newContext = async (...args) => {
    const context = await newContext.apply(browser, args);
    listen(context, seen);
    return context;
  };
  browser.newPage = async (...args) => {
    const page = await newPage.apply(browser, args);
    listen(page.context(), seen);
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

export const test = base.extend<{ browserConsole: BrowserConsole }>({
  // Pages, `request` and the contexts a journey opens itself all go to this worker's server.
  // Playwright reads a fixture's needs from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverFor(testInfo.parallelIndex).url);
  },
  browserConsole: [
    async ({ browser, context }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      listen(context, seen);
      const stopWatching = watchNewContexts(browser, seen);
      try {
        await use({
          expectRefusal: (status, apiPath) => allowed.push(refusalLine(status, apiPath)),
          expectEmailSandbox: () => allowed.push(emailSandboxRefusal),
        });
      } finally {
        stopWatching();
      }
      const unexpected = [...new Set(seen)].filter(
        (line) => !allowed.some((pattern) => pattern.test(line)),
      );
      if (unexpected.length > 0)
        throw new Error(`The browser console showed:\n${unexpected.join('\n')}`);
    },
    { auto: true },
  ],
});
