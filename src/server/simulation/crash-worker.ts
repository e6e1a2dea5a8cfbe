/**
 * One worker process of the crash test (`crash.int.test.ts`): it opens the shared database,
 * picks the simulated day up where the last process left it (the state file), and works it
 * step by step, writing the state down after each step. The test kills it with SIGKILL at
 * random moments and starts another; a step cut short is simply worked again.
 *
 * With --die-in-flight P, the process also kills itself (SIGKILL) with chance P at one of the two
 * moments around a send (--die-at): `accepted`, right after the phone network accepted a text or
 * a call, before the service could record it, where a careless retry would send twice; or
 * `claimed`, after the service claimed it and before it reached the network, where a careless
 * outbox would leave it unsent.
 *
 * The whole service runs on the simulated clock, the queue's too: a claim's lease ends in
 * simulated time, as it would in real time, so a text a dead worker held goes a step later,
 * not after hours of the simulated day.
 *
 * Arguments: --database postgres://… | pglite:<dir>  --state <file>  --seed <n>
 *            [--die-in-flight <0..1>] [--die-at accepted|claimed]
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { TestClock } from 'pg-boss';
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
    'die-at': { type: 'string' },
  },
});
const statePath = values.state!;
const state = JSON.parse(readFileSync(statePath, 'utf8')) as CrashRunState;
const target = values.database!;
const database = target.startsWith('pglite:')
  ? await openPglite(target.slice('pglite:'.length))
  : await openPostgres(target, 4);

const clock = new TestClock(new Date(state.now));
const end = new Date(state.end);
const harness = await createTestHarness({
  clock: { now: () => new Date(clock.now()) },
  bossClock: clock,
  database,
});
const dieInFlight = Number(values['die-in-flight'] ?? 0);
if (dieInFlight > 0) {
  const network = harness.services.channels.simulator!;
  const rng = random(Number(values.seed) + 1);
  const maybeDie = () => {
    if (rng.chance(dieInFlight)) process.kill(process.pid, 'SIGKILL');
  };
  /** The provider's method, with the chance of dying before it is called or after it answered. */
  const dying = <Args extends unknown[], Result>(send: (...args: Args) => Promise<Result>) =>
    values['die-at'] === 'claimed'
      ? async (...args: Args) => {
          maybeDie();
          return send(...args);
        }
      : async (...args: Args) => {
          const accepted = await send(...args);
          maybeDie();
          return accepted;
        };
  const { smsProvider, voiceProvider } = network;
  Object.assign(smsProvider, { sendBatch: dying(smsProvider.sendBatch.bind(smsProvider)) });
  Object.assign(voiceProvider, { place: dying(voiceProvider.place.bind(voiceProvider)) });
}
const parents = parentsAtRandom(state.parentPhones, random(Number(values.seed)), state.parents);
process.stdout.write(`ready ${state.now}\n`);

while (clock.now() < end.getTime()) {
  await simulateStep(harness, parents, new Date(clock.now()));
  await clock.setTime(clock.now() + state.stepMinutes * 60_000);
  // Written whole, then renamed: a kill leaves the old state or the new one, never half.
  const next: CrashRunState = {
    ...state,
    now: new Date(clock.now()).toISOString(),
    parents: parents.state(),
  };
  writeFileSync(`${statePath}.tmp`, JSON.stringify(next));
  renameSync(`${statePath}.tmp`, statePath);
}
await harness.close();
process.stdout.write('done\n');
