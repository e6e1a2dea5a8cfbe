import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../clock';
import { rateLimitCounters } from '../db/schema';
import { createTestHarness, type TestHarness } from '../test/test-app';
import { consumeLimits } from './rate-limit';

const now = new Date('2026-03-08T04:17:00Z');
const clock: Clock = { now: () => now };
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
/** The start of the hour-long window a moment falls in. */
const windowOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
});
afterAll(async () => {
  await harness?.close();
});

describe('rate-limit counters', () => {
  it('are cleared by the daily job once their window is two days gone', async () => {
    const { db } = harness.database;
    const limit = { key: 'magic-link:email:pat@example.com', max: 5, windowSeconds: 3600 };
    await consumeLimits(db, [limit], hoursAgo(72));
    await consumeLimits(db, [limit], hoursAgo(47));
    await consumeLimits(db, [limit], hoursAgo(1));

    await harness.runJob('rate-limit-counters-cleanup', {});

    const left = await db.select().from(rateLimitCounters);
    expect(left.map((row) => row.windowStart).sort((a, b) => a.getTime() - b.getTime())).toEqual([
      windowOf(hoursAgo(47)),
      windowOf(hoursAgo(1)),
    ]);
  });
});
