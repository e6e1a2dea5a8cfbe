import { describe, expect, it } from 'vitest';
import { runSimulation } from './simulation';

describe('the engine simulation, short', () => {
  it('keeps every invariant for a dozen parents over three days across the DST change', async () => {
    const result = await runSimulation({
      parents: 12,
      days: 3,
      seed: 7,
      // Saturday 7 March 2026, 12:00 UTC: the US clocks go forward that night.
      start: '2026-03-07T12:00:00Z',
      stepMinutes: 10,
    });
    expect(result.violations).toEqual([]);
    // The run did real work: check-ins were sent, some went unanswered and were called.
    expect(result.counts['check-in texts']).toBeGreaterThan(20);
    expect(result.counts['follow-up calls']).toBeGreaterThan(0);
    expect(result.counts['weekly reports']).toBeGreaterThan(0);
  }, 120_000);
});
