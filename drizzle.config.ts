import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: it diffs the schema against the committed snapshots
// and writes SQL. Migrations are applied by the app at start-up, never by drizzle-kit.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
