import type { createFuzzChecker } from '../test/fuzz-checker';

/**
 * How much the fuzz tests (fuzz.int.test.ts, fuzz-stripe.int.test.ts) send. The seed is random on
 * purpose, so every run tries new requests. A failure prints fast-check's seed and path together
 * with the smallest failing request; to replay it, run again with FUZZ_SEED=<seed> (and
 * FUZZ_PATH=<path> to jump straight to the failing case). FUZZ_RUNS raises the number of requests
 * per route and caller (default 60).
 */
export const runs = Number(process.env.FUZZ_RUNS ?? 60);
export const replay = process.env.FUZZ_SEED
  ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH }
  : {};

type Counts = Awaited<ReturnType<typeof createFuzzChecker>>['counts'];

/** One line per test, so a run shows how much was tried and how much got through. */
export const report = (what: string, before: Counts, after: Counts) =>
  console.info(
    `fuzzing ${what}: ${after.sent - before.sent} requests, ${after.accepted - before.accepted} accepted, ${after.refused - before.refused} refused`,
  );
