/**
 * `npm run -s simulate:recheck -- <dump.json>`: the outside checks of a finished run again, on
 * what `SIM_DUMP=<dump.json> npm run simulate` kept (the cast, what arrived, what the people
 * did), without running the service again: to read a violation, or to try a change to the
 * checks. The one check that reads the database (nothing reached a phone twice) is left out.
 */
import { readFile } from 'node:fs/promises';
import type { Cast } from '../src/server/simulation/cast';
import type { Act, Arrival } from '../src/server/simulation/observer';
import { checkWhatArrived } from '../src/server/simulation/outside/check-run';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run -s simulate:recheck -- <dump.json>');
  process.exit(2);
}
const dump = JSON.parse(await readFile(file, 'utf8')) as {
  cast: Cast;
  arrivals: Arrival[];
  acts: Act[];
  run: { start: number; end: number; stepMs: number };
};
const { violations, broken } = checkWhatArrived(dump.cast, dump.arrivals, dump.acts, dump.run);
const each = Object.entries(broken).map(([invariant, times]) => `[${invariant}] ${times}`);
console.log(each.length === 0 ? 'All invariants hold.' : `Violations: ${each.join(', ')}`);
for (const violation of violations) console.log(`  ✗ ${violation}`);
if (each.length > 0) process.exitCode = 1;
