/**
 * The yardstick for `bench:engine` on PostgreSQL: pgbench's read/write test (TPC-B-like, 8
 * clients, scale 10) on a scratch database of the same server, run in the same process's
 * lifetime so both figures share the machine's load. The binary comes from the PostgreSQL
 * install (`PGBENCH` names it, else the newest `/usr/lib/postgresql/<version>/bin/pgbench`, else
 * `pgbench` on the PATH).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

function pgbenchBinary() {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(`${root}/${name}/bin/pgbench`))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? `${root}/${versions[0]}/bin/pgbench` : 'pgbench';
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Transactions per second of pgbench's default script; undefined when pgbench cannot run. */
export async function pgbenchTps(serverUrl: string, seconds = 15): Promise<number | undefined> {
  const name = `bench_pgbench_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await admin(serverUrl, `create database ${name}`);
  try {
    const binary = pgbenchBinary();
    await run(binary, ['-i', '-q', '-s', '10', url.toString()]);
    const { stdout } = await run(binary, [
      '-c',
      '8',
      '-j',
      '2',
      '-T',
      String(seconds),
      url.toString(),
    ]);
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    return tps ? Number(tps) : undefined;
  } catch (error) {
    console.warn(`pgbench did not run: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  } finally {
    await admin(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
