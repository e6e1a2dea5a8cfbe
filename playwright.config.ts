import { defineConfig } from '@playwright/test';
import { chromiumExecutable, chromiumLaunchArgs } from './e2e/chromium';
import { e2eServers } from './e2e/servers';

// scripts/e2e.ts picks free ports and a fresh data directory and passes them here, so a run
// never touches ./data or a server someone already has running. Each worker has a server of its
// own (e2e/servers.ts): journeys move the service's clock, which two workers must not share.
const servers = e2eServers();

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: servers.length,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: servers[0].url,
    // A failed journey keeps its trace: each action, the network and the console. Without the
    // screencast and the DOM snapshots, which every passing journey paid for in CPU (a quarter
    // of the browser's and Playwright's, decision 040); the screenshot below and the ARIA
    // snapshot in error-context.md keep the failing page.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumLaunchArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: servers.map((server) => ({
    command: 'node --enable-source-maps dist/server/main.js',
    url: `${server.url}/readyz`,
    reuseExistingServer: false,
    // A loaded shared machine can take over a minute to build the schema and start.
    timeout: 180_000,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: server.url,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every journey signs in from 127.0.0.1; the suite makes far more than the 30 sign-ins
      // an hour one real client address is allowed.
      AUTH_LIMIT_PER_IP: '1000',
      // Journeys run at 1:00 PM in New York (10:00 AM in Los Angeles) whatever the hour: set-up
      // reaches people only in their waking hours, and a journey's day must not depend on when
      // CI happens to run it.
      DEV_CLOCK_AT: '13:00 America/New_York',
    },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
