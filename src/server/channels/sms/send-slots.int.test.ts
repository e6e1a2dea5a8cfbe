import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, type TestHarness } from '../../test/test-app';

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness({ env: { SMS_MESSAGES_PER_SECOND: '2' } });
});
afterAll(async () => {
  await harness.close();
});

describe('the sending rate', () => {
  it('spreads a burst of texts at the configured rate instead of refusing any', async () => {
    const queued = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        harness.services.channels.sms.queue({
          idempotencyKey: `burst-${index}`,
          to: `+1718555${String(4000 + index)}`,
          body: 'Good morning',
          kind: 'test',
        }),
      ),
    );
    expect(queued.every((message) => message.status === 'queued')).toBe(true);
    const times = queued.map((message) => message.sendAfter.getTime()).sort((a, b) => a - b);
    const gaps = times.slice(1).map((time, index) => time - times[index]!);
    // Two per second: every text at least 500 ms after the one before it.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(499);
    expect(times.at(-1)! - times[0]!).toBeLessThan(5 * 500 + 1000);
  });
});
