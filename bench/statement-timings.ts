/**
 * `bench:engine -- --statements`: times every statement the process sends to PostgreSQL, by its
 * text, for one phase of the benchmark at a time, and prints where the phase's time went. It
 * wraps `pg.Client.prototype.query`, so it sees the app's statements and pg-boss's alike. The
 * embedded database does not go through `pg` and is not timed.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { selectRows, type Database } from '../src/server/db/client';

interface Timing {
  count: number;
  totalMs: number;
  maxMs: number;
}

const timings = new Map<string, Timing>();
let enabled = false;

export function timeStatements() {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (!enabled) return original.apply(this, args);
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '?');
    const key = text.replace(/\s+/g, ' ').replace(/\$\d+/g, '$').slice(0, 160);
    const start = performance.now();
    const done = () => {
      const ms = performance.now() - start;
      const timing = timings.get(key) ?? { count: 0, totalMs: 0, maxMs: 0 };
      timing.count += 1;
      timing.totalMs += ms;
      timing.maxMs = Math.max(timing.maxMs, ms);
      timings.set(key, timing);
    };
    // The pool's own query() passes a callback; drizzle's transactions use the promise.
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (callback as (...values: unknown[]) => unknown)(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  } as typeof pg.Client.prototype.query;
}

interface TableScans {
  relname: string;
  seq_scan: string;
  seq_tup_read: string;
  idx_scan: string | null;
  idx_tup_fetch: string | null;
}

let scansBefore = new Map<string, TableScans>();

// The server publishes a backend's counts about a second after its transaction ends.
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
const tableScans = async (db: Database) =>
  new Map(
    (
      await selectRows<TableScans>(
        db,
        sql`select relname, seq_scan, seq_tup_read, idx_scan, idx_tup_fetch from pg_stat_user_tables`,
      )
    ).map((row) => [row.relname, row]),
  );

export async function startPhase(db: Database) {
  await settle();
  scansBefore = await tableScans(db);
  timings.clear();
  enabled = true;
}

/** Prints the phase's statements by total time, `per` the number of items the phase handled. */
export async function printPhase(db: Database, title: string, per: number, top = 25) {
  enabled = false;
  await settle();
  const scansAfter = await tableScans(db);
  const rows = [...timings.entries()].sort((a, b) => b[1].totalMs - a[1].totalMs);
  const statements = rows.reduce((sum, [, timing]) => sum + timing.count, 0);
  console.log(`\n${title}: ${(statements / per).toFixed(1)} statements per item`);
  // Whole-table reads are what grows with the tables: name every table read that way.
  for (const [name, after] of scansAfter) {
    const before = scansBefore.get(name);
    const scans = Number(after.seq_scan) - Number(before?.seq_scan ?? 0);
    const rowsRead = Number(after.seq_tup_read) - Number(before?.seq_tup_read ?? 0);
    if (scans > 0 && rowsRead > 0) {
      console.log(`  sequential scans of ${name}: ${scans}, ${rowsRead} rows read`);
    }
    // An index scan that fetches many rows per item grows with the table just the same.
    const fetched = Number(after.idx_tup_fetch ?? 0) - Number(before?.idx_tup_fetch ?? 0);
    if (fetched > 3 * per) {
      console.log(`  rows fetched by index from ${name}: ${(fetched / per).toFixed(1)} per item`);
    }
  }
  for (const [text, timing] of rows.slice(0, top)) {
    console.log(
      `${(timing.count / per).toFixed(2).padStart(6)}×  mean ${(timing.totalMs / timing.count).toFixed(2).padStart(6)} ms  max ${timing.maxMs.toFixed(0).padStart(4)} ms  ${text}`,
    );
  }
}
