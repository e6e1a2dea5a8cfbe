import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Integration tests (*.int.test.ts) use a database and run once per database: always on an
// in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL names a server.
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  plugins: [react()],
  test: {
    // Every core (Vitest's default leaves one idle: one worker on a two-core CI machine).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'src/web/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      ...databases.map((database) => ({
        extends: true as const,
        test: {
          name: `db:${database}`,
          environment: 'node',
          include: ['src/**/*.int.test.ts'],
          env: { TEST_DB: database },
          globalSetup: ['src/server/test/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
