import { afterAll, beforeAll, expect } from 'vitest';
import { engineWorld, movableClock, type EngineWorld, type Family } from './engine-world';
import { createTestHarness, type TestHarness } from './test-app';

/**
 * One engine test file's service and world, on a clock the tests move: made before the file's
 * tests, closed after them. The world's operations may be taken at the top of the file; each
 * finds the world when it is called.
 */
export function engineTestFile(start: string) {
  const clock = movableClock(start);
  let harness: TestHarness | undefined;
  let world: EngineWorld | undefined;
  beforeAll(async () => {
    harness = await createTestHarness({ clock });
    world = engineWorld(harness, { clock });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the engine world is made in beforeAll');
    return value;
  };
  // Every member of the world is a function, so a forwarder per name stands in for it.
  const operations = new Proxy({} as EngineWorld, {
    get:
      (_target, name) =>
      (...args: unknown[]) =>
        (made(world)[name as keyof EngineWorld] as (...args: unknown[]) => unknown)(...args),
  });

  /** Sends a day's text to the family's parent at 9:00 AM New York time (EST) and delivers it. */
  async function sendTodays(family: Family, day = '2026-01-12') {
    clock.set(`${day}T14:00:00Z`);
    await operations.sweep();
    await operations.drain();
    const checkIn = (await operations.checkInOf(family.parentId)).find(
      (row) => row.localDate === day,
    );
    expect(checkIn?.status).toBe('awaiting');
    return checkIn!;
  }

  return {
    setClock: clock.set,
    advance: clock.advance,
    harness: () => made(harness),
    world: operations,
    sendTodays,
  };
}
