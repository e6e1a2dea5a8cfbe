import { describe, expect, it } from 'vitest';
import { runSimulation } from './simulation';

describe('the engine simulation, short', () => {
  it('keeps every promise, seen from the phones and inboxes, for sixteen parents over the night the clocks go forward', async () => {
    const result = await runSimulation({
      parents: 16,
      days: 2,
      seed: 7,
      // Saturday 13 March 2027, 12:00 UTC: the US clocks go forward that night.
      start: '2027-03-13T12:00:00Z',
      stepMinutes: 10,
    });
    expect(result.violations).toEqual([]);
    // The run did real work: texts went out and were answered, silences were called, alerts
    // were claimed, reports went out.
    expect(result.counts['check-in texts received']).toBeGreaterThan(20);
    expect(result.counts['calls rung']).toBeGreaterThan(0);
    expect(result.counts['family told: no']).toBeGreaterThan(0);
    expect(result.counts['weekly reports received']).toBeGreaterThan(0);
    // Parents checked on by call, and in Spanish (issue 23): their days ran and were checked.
    expect(result.counts['call parents’ days']).toBeGreaterThan(0);
    expect(result.counts['second calls']).toBeGreaterThan(0);
    expect(result.counts['texts to Spanish-speaking parents, in Spanish']).toBeGreaterThan(0);
    expect(result.counts['calls to Spanish-speaking parents, in Spanish']).toBeGreaterThan(0);
  }, 240_000);
});
