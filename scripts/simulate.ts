/**
 * `npm run simulate`: the whole check-in engine on a fresh embedded database with the simulator
 * channels and a fast-forwarded clock, its promises checked from what the phones and inboxes
 * received. Options: --parents 200 --days 30 --seed 1 --start <ISO instant> --step 5 (minutes
 * between the people's turns); without --start a run crosses a DST change (spring for seeds 0–1
 * mod 4, autumn for 2–3). --seeds 1..20 runs each seed in turn and ends with a table of them.
 * --every-minute moves the clock a minute at a time instead of to the next moment something can
 * happen (slower; the two must agree). Exits 1 when an invariant is broken.
 */
import { parseArgs } from 'node:util';
import {
  defaultSimulation,
  runSimulation,
  type SimulationResult,
} from '../src/server/simulation/simulation';
import { pgliteTemplate } from '../src/server/test/database-templates';
import { testDatabaseKind } from '../src/server/test/test-database';

const { values } = parseArgs({
  options: {
    parents: { type: 'string' },
    days: { type: 'string' },
    seed: { type: 'string' },
    seeds: { type: 'string' },
    start: { type: 'string' },
    step: { type: 'string' },
    'every-minute': { type: 'boolean' },
  },
});

/** "1..20" (or one seed, "7"): the seeds to run, in order. */
function seedsOf(range: string) {
  const match = /^(\d+)(?:\.\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`--seeds takes A..B, such as 1..20, not "${range}"`);
  const first = Number(match[1]);
  const last = Number(match[2] ?? match[1]);
  if (last < first) throw new Error(`--seeds ${range}: the last seed comes before the first`);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

const options = {
  parents: Number(values.parents ?? defaultSimulation.parents),
  days: Number(values.days ?? defaultSimulation.days),
  start: values.start,
  stepMinutes: Number(values.step ?? defaultSimulation.stepMinutes),
  everyMinute: values['every-minute'] ?? false,
};
const sweep = values.seeds !== undefined;
const seeds = sweep ? seedsOf(values.seeds!) : [Number(values.seed ?? defaultSimulation.seed)];
// With SIM_DUMP=<file>, each seed of a sweep keeps its own dump: <file> with -seed<N> added.
const dumpTo = process.env.SIM_DUMP;
const dumpOf = (seed: number) => dumpTo!.replace(/(\.json)?$/, `-seed${seed}$1`);

/** "[1] 3, [7] 4": how many violations each broken invariant had. */
const brokenOf = (result: SimulationResult) =>
  Object.entries(result.broken)
    .map(([invariant, times]) => `[${invariant}] ${times}`)
    .join(', ');
const totalOf = (result: SimulationResult) =>
  Object.values(result.broken).reduce((sum, times) => sum + times, 0);

function printRun(seed: number, result: SimulationResult, seconds: string) {
  console.log(
    `\nSimulation: ${options.parents} parents × ${options.days} days from ${result.start}, seed ${seed}, ${options.stepMinutes}-minute steps, ${result.stops} minutes run, ${seconds} s\n`,
  );
  if (!sweep) {
    const width = Math.max(...Object.keys(result.counts).map((key) => key.length));
    for (const [key, value] of Object.entries(result.counts).sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      console.log(`  ${key.padEnd(width)}  ${String(value).padStart(6)}`);
    }
  }
  const total = totalOf(result);
  if (total === 0) {
    console.log(sweep ? 'All invariants hold.' : '\nAll invariants hold.');
    return;
  }
  console.log(`${sweep ? '' : '\n'}${total} violation(s): ${brokenOf(result)}`);
  if (total > result.violations.length) console.log(`The first ${result.violations.length}:`);
  for (const violation of result.violations) console.log(`  ✗ ${violation}`);
}

// Each seed's run starts from a copy of one migrated database, as the integration tests do.
const dropTemplate =
  sweep && testDatabaseKind === 'pglite' && !process.env.TEST_PGLITE_TEMPLATE
    ? await pgliteTemplate()
    : undefined;

const rows: { seed: number; result: SimulationResult; seconds: string }[] = [];
for (const seed of seeds) {
  if (dumpTo && sweep) process.env.SIM_DUMP = dumpOf(seed);
  const began = Date.now();
  const result = await runSimulation({
    ...options,
    seed,
    log: (line: string) => console.log(`… ${sweep ? `seed ${seed}: ` : ''}${line}`),
  });
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  printRun(seed, result, seconds);
  rows.push({ seed, result, seconds });
}

if (sweep) {
  console.log(
    `\nSeeds ${seeds[0]}..${seeds.at(-1)}: ${options.parents} parents × ${options.days} days, ${options.stepMinutes}-minute steps\n`,
  );
  console.log('  seed  violations  seconds');
  for (const { seed, result, seconds } of rows) {
    const total = totalOf(result);
    const violations = total === 0 ? '0' : `${total} (${brokenOf(result)})`;
    console.log(`  ${String(seed).padStart(4)}  ${violations.padEnd(10)}  ${seconds.padStart(7)}`);
  }
  const failed = rows.filter(({ result }) => totalOf(result) > 0).map(({ seed }) => seed);
  const seconds = rows.reduce((sum, row) => sum + Number(row.seconds), 0).toFixed(1);
  console.log(
    failed.length === 0
      ? `\nEvery seed holds (${seconds} s).`
      : `\n${failed.length} of ${rows.length} seeds broke an invariant: ${failed.join(', ')} (${seconds} s).`,
  );
}
dropTemplate?.();
if (rows.some(({ result }) => totalOf(result) > 0)) process.exitCode = 1;
