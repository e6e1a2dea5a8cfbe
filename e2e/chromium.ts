import { existsSync } from 'node:fs';

/**
 * The system Chromium: test tools cannot download browsers on our machines, so Playwright is
 * always pointed at an installed one. PLAYWRIGHT_CHROMIUM_PATH wins over the Debian default.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}

// Without the background-networking flags Chromium keeps dialling out, which a closed network
// answers with a stream of refused connections.
export const chromiumLaunchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
