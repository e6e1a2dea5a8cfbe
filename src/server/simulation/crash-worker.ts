/**
 * One worker process of the crash test (`crash.int.test.ts`): it opens the shared database,
 * picks the simulated day up where the last process left it (the state file), and works it
 * step by step, writing the state down after each step. The test kills it with SIGKILL at
 * random moments and starts another; a step cut short is simply worked again.
 *
 * With --die-in-flight P, the process also kills itself (SIGKILL) with chance P right after the
 * phone network accepted a text or a call, before the service could record it: the moment
 * where a careless retry would send twice.
 *
 * Arguments: --database postgres://… | pglite:<dir>  --state <file>  --seed <n>
 *            [--die-in-flight <0..1>]
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres } from '../db/client';
import { createTestHarness } from '../test/test-app';
import { parentsAtRandom, simulateStep, type ParentsState } from './parents-at-random';
import { random } from './random';

export interface CrashRunState {
  /** The simulated instant the next step works. */
  now: string;
  end: string;
  stepMinutes: number;
  parentPhones: string[];
  parents: ParentsState;
}

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    state: { type: 'string' },
    seed: { type: 'string' },
    'die-in-flight': { type: 'string' },
  },
});
const statePath = values.state!;
const state = JSON.parse(readFileSync(statePath, 'utf8')) as CrashRunState;
const target = values.database!;
const database = target.startsWith('pglite:')
  ? await openPglite(target.slice('pglite:'.length))
  : await openPostgres(target, 4);

let now = new Date(state.now);
const end = new Date(state.end);
const harness = await createTestHarness({ clock: { now: () => new Date(now) }, database });
const dieInFlight = Number(values['die-in-flight'] ?? 0);
if (dieInFlight > 0) {
  const network = harness.services.channels.simulator!;
  const rng = random(Number(values.seed) + 1);
  const thenMaybeDie = <T>(accepted: T) => {
    if (rng.chance(dieInFlight)) process.kill(process.pid, 'SIGKILL');
    return accepted;
  };
  const { smsProvider, voiceProvider } = network;
  const sendBatch = smsProvider.sendBatch.bind(smsProvider);
  const place = voiceProvider.place.bind(voiceProvider);
  Object.assign(smsProvider, {
    sendBatch: async (...args: Parameters<typeof sendBatch>) =>
      thenMaybeDie(await sendBatch(...args)),
  });
  Object.assign(voiceProvider, {
    place: async (...args: Parameters<typeof place>) => thenMaybeDie(await place(...args)),
  });
}
const parents = parentsAtRandom(state.parentPhones, random(Number(values.seed)), state.parents);
process.stdout.write(`ready ${now.toISOString()}\n`);

while (now < end) {
  await simulateStep(harness, parents, now);
  now = new Date(now.getTime() + state.stepMinutes * 60_000);
  // Written whole, then renamed: a kill leaves the old state or the new one, never half.
  const next: CrashRunState = { ...state, now: now.toISOString(), parents: parents.state() };
  writeFileSync(`${statePath}.tmp`, JSON.stringify(next));
  renameSync(`${statePath}.tmp`, statePath);
}
await harness.close();
process.stdout.write('done\n');
