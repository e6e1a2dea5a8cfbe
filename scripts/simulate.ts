/**
 * `npm run simulate`: the whole check-in engine on a fresh embedded database with the simulator
 * channels and a fast-forwarded clock, its promises checked from what the phones and inboxes
 * received. Options: --parents 200 --days 30 --seed 1 --start <ISO instant> --step 5 (minutes);
 * without --start a run crosses a DST change (spring for seeds 0–1 mod 4, autumn for 2–3).
 * Exits 1 when an invariant is broken.
 */
import { parseArgs } from 'node:util';
import { defaultSimulation, runSimulation } from '../src/server/simulation/simulation';

const { values } = parseArgs({
  options: {
    parents: { type: 'string' },
    days: { type: 'string' },
    seed: { type: 'string' },
    start: { type: 'string' },
    step: { type: 'string' },
  },
});

const options = {
  parents: Number(values.parents ?? defaultSimulation.parents),
  days: Number(values.days ?? defaultSimulation.days),
  seed: Number(values.seed ?? defaultSimulation.seed),
  start: values.start,
  stepMinutes: Number(values.step ?? defaultSimulation.stepMinutes),
  log: (line: string) => console.log(`… ${line}`),
};

const began = Date.now();
const result = await runSimulation(options);
const seconds = ((Date.now() - began) / 1000).toFixed(1);

console.log(
  `\nSimulation: ${options.parents} parents × ${options.days} days from ${result.start}, seed ${options.seed}, ${options.stepMinutes}-minute steps, ${seconds} s\n`,
);
const width = Math.max(...Object.keys(result.counts).map((key) => key.length));
for (const [key, value] of Object.entries(result.counts).sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${key.padEnd(width)}  ${String(value).padStart(6)}`);
}
const broken = Object.entries(result.broken);
if (broken.length === 0) {
  console.log('\nAll invariants hold.');
} else {
  const total = broken.reduce((sum, [, times]) => sum + times, 0);
  const each = broken.map(([invariant, times]) => `[${invariant}] ${times}`).join(', ');
  console.log(`\n${total} violation(s): ${each}`);
  if (total > result.violations.length) console.log(`The first ${result.violations.length}:`);
  for (const violation of result.violations) console.log(`  ✗ ${violation}`);
  process.exitCode = 1;
}
