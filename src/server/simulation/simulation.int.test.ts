import { describe, expect, it } from 'vitest';
import type { Arrival } from './observer';
import { isCheckInBody } from './people';
import { runSimulation, type SimulationResult } from './simulation';

/**
 * What reached each phone and inbox, and when, in words two runs can be compared by: the ids a
 * run draws afresh (rows, and the signed links that carry them) are left out.
 */
const received = (result: SimulationResult) =>
  result.arrivals
    .map((arrival) =>
      [
        new Date(arrival.at).toISOString(),
        arrival.channel,
        arrival.to,
        arrival.delivered ? 'delivered' : 'not delivered',
        arrival.language ?? '',
        arrival.subject ?? '',
        arrival.body.replace(/\/(alert|unsubscribe|confirm)\/[\w.~%-]+/g, '/$1/…'),
      ].join(' | '),
    )
    .sort();

const done = (result: SimulationResult) =>
  result.acts.map((act) => `${new Date(act.at).toISOString()} ${act.from} ${act.kind} ${act.body}`);

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

  // The clock moves straight to the next moment something can happen (next-moment.ts). Six
  // hours of a Sunday, from Honolulu's 8:00 AM to New York's 8:00 PM: consent reminders at
  // 9:00 AM, check-ins, follow-up calls, replies, alerts and their claims, weekly reports at
  // 6:00 PM. A minute skipped in which the service would have worked shows here as something
  // that reached a phone at another minute, or not at all.
  it('moves the clock only to minutes the service works in, and the phones receive the same as a minute at a time', async () => {
    const options = {
      parents: 10,
      days: 0.25,
      seed: 11,
      start: '2027-03-14T18:00:00Z',
      stepMinutes: 5,
    };
    const everyMinute = await runSimulation({ ...options, everyMinute: true });
    const straight = await runSimulation(options);
    expect(received(straight)).toEqual(received(everyMinute));
    expect(done(straight)).toEqual(done(everyMinute));
    expect(straight.violations).toEqual([]);
    expect(straight.stops).toBeLessThan(everyMinute.stops / 3);
    // The stretch had the work that makes a minute count.
    const reached = (what: (arrival: Arrival) => boolean) => straight.arrivals.some(what);
    expect(reached((arrival) => isCheckInBody(arrival.body))).toBe(true);
    expect(reached((arrival) => arrival.channel === 'call')).toBe(true);
    expect(reached((arrival) => /may need help|did not respond/.test(arrival.body))).toBe(true);
    expect(reached((arrival) => arrival.body.includes('would like to send you'))).toBe(true);
    expect(reached((arrival) => /^Weekly check-in report/.test(arrival.subject ?? ''))).toBe(true);
  }, 240_000);
});
