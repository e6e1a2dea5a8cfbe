import { createTestHarness } from '../test/test-app';
import { checkInvariants, type SimulationResult } from './invariants';
import { freshParentsState, parentsAtRandom, simulateStep } from './parents-at-random';
import { random } from './random';
import { setUpAccounts } from './sim-accounts';

export type { SimulationResult } from './invariants';

/**
 * A whole-engine run: accounts and parents set up in a fresh embedded database, the simulator
 * channels, a clock moved forward step by step, parents who answer (or not) at random, and at
 * the end the product's promises checked against what was stored.
 */
export interface SimulationOptions {
  parents: number;
  days: number;
  seed: number;
  /** The first simulated UTC instant; the default crosses the March DST change. */
  start: string;
  /** Minutes the clock moves per step. */
  stepMinutes: number;
  log?: (line: string) => void;
}

export const defaultSimulation: SimulationOptions = {
  parents: 200,
  days: 30,
  seed: 1,
  start: '2026-03-02T00:00:00Z',
  stepMinutes: 5,
};

const MINUTE = 60_000;

export async function runSimulation(options: SimulationOptions): Promise<SimulationResult> {
  const log = options.log ?? (() => {});
  const rng = random(options.seed);
  let now = new Date(options.start);
  const end = new Date(now.getTime() + options.days * 86_400_000);
  const harness = await createTestHarness({ clock: { now: () => new Date(now) } });
  try {
    const setup = await setUpAccounts(harness.database.db, options.parents, rng);
    log(`set up ${setup.accounts} accounts, ${options.parents} parents`);
    const parents = parentsAtRandom(setup.parentPhones, rng, freshParentsState());
    const stepsPerDay = 1440 / options.stepMinutes;
    for (let steps = 1; now < end; steps += 1) {
      await simulateStep(harness, parents, now);
      now = new Date(now.getTime() + options.stepMinutes * MINUTE);
      if (steps % stepsPerDay === 0) log(`simulated ${steps / stepsPerDay} days`);
    }
    return await checkInvariants(harness.database.db, options, end);
  } finally {
    await harness.close();
  }
}
