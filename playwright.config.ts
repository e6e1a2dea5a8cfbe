import { defineConfig } from '@playwright/test';
import { chromiumExecutable, chromiumLaunchArgs } from './e2e/chromium';

// scripts/e2e.ts picks a free port and a fresh data directory and passes them here, so a run
// never touches ./data or a server someone already has running.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumLaunchArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --enable-source-maps dist/server/main.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // A loaded shared machine can take over a minute to build the schema and start.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every journey signs in from 127.0.0.1; the suite makes far more than the 30 sign-ins
      // an hour one real client address is allowed.
      AUTH_LIMIT_PER_IP: '1000',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
