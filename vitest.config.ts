import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { importAliases } from './vite.config.ts';

// Integration tests (*.int.test.ts) use a database and run once per database: always on an
// in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL names a server.
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
/**
 * Files that run the whole engine on simulated time inside a fixed budget: the crash test (a
 * dozen worker processes, each booting the database and the service, killed at random points
 * of a day) and the two-day simulation (the engine's pg-boss workers and cron stepping through
 * two days). Next to another worker they ran out of it, so they run after everything else,
 * two at a time, the four of them (each database's two) and nothing else (decision 040).
 */
const wholeMachine = [
  'src/server/simulation/crash.int.test.ts',
  'src/server/simulation/simulation.int.test.ts',
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: importAliases },
  test: {
    // Every core (Vitest's default leaves one idle: one worker on a two-core CI machine).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'src/web/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          isolate: false,
          environment: 'jsdom',
          // The viewer's zone is part of what a screen shows (src/web/lib/time-of.ts): one zone
          // for every run, whatever the machine's.
          env: { TZ: 'America/Chicago' },
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // A form's test types into it key by key, each key a render in jsdom: the longest take
          // 3 s alone, and twice that beside the database projects on a busy two-core machine
          // (the parents and family-members steps ran past Vitest's 5 s there). The limit is
          // for a hung test, not a measure of speed (bench:web measures the pages).
          testTimeout: 15_000,
        },
      },
      ...databases.flatMap((database) => [
        {
          extends: true as const,
          test: {
            name: `db:${database}`,
            isolate: false,
            environment: 'node',
            include: ['src/**/*.int.test.ts'],
            exclude: wholeMachine,
            env: { TEST_DB: database },
            globalSetup: ['src/server/test/database-templates.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true as const,
          test: {
            name: `alone:${database}`,
            environment: 'node',
            include: wholeMachine,
            env: { TEST_DB: database },
            globalSetup: ['src/server/test/database-templates.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            maxWorkers: 2,
            sequence: { groupOrder: 1 },
          },
        },
      ]),
    ],
  },
});
