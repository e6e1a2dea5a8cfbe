import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { migrationsFolder } from '../paths';
import * as schema from '../db/schema';
import { withAdminClient } from './test-database';

/**
 * Vitest's global set-up for the integration tests: one migrated database made before any
 * test file, which each file's `createTestDatabase` copies instead of building its own. A
 * PGlite copy starts from the template's files without initdb; a PostgreSQL copy is
 * `create database … template …`. The migrations then find nothing to do, and every file still
 * gets a database of its own. The template's name reaches the workers in the environment.
 */
export default async function setup(project: TestProject) {
  // Two projects run on each database (decision 040): the first makes its template.
  if (project.name.endsWith(':pglite') && !process.env.TEST_PGLITE_TEMPLATE)
    return pgliteTemplate();
  if (project.name.endsWith(':postgres') && !process.env.TEST_POSTGRES_TEMPLATE)
    return postgresTemplate();
}

/** Also `npm run simulate -- --seeds`: one migrated database for every seed's run. */
export async function pgliteTemplate() {
  const client = await PGlite.create();
  await migratePglite(drizzlePglite({ client, schema, casing: 'snake_case' }), {
    migrationsFolder,
  });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'checkin-template-'));
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the db:postgres project needs TEST_DATABASE_URL');
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 2);
  await handle.migrate();
  await handle.close();
  process.env.TEST_POSTGRES_TEMPLATE = name;
  return () =>
    withAdminClient(serverUrl, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
}
