import { describe, expect, it } from 'vitest';
import { devClockAt } from '../config';
import { AdjustableClock } from './adjustable-clock';

const MINUTE = 60_000;

describe('the dev clock', () => {
  it('starts at the next given local time, and a reset goes back there, not to real time', () => {
    // 11:30 PM in New York (EST): the next 1:00 PM is 13 h 30 min away.
    const realNow = Date.parse('2026-01-13T04:30:00Z');
    const clock = new AdjustableClock({ time: '13:00', zone: 'America/New_York' }, realNow);
    expect(clock.start).toBe((13 * 60 + 30) * MINUTE);
    expect(clock.offset).toBe(clock.start);
    clock.advance(60 * MINUTE);
    expect(clock.offset).toBe(clock.start + 60 * MINUTE);
    clock.reset();
    expect(clock.offset).toBe(clock.start);
  });

  it('stays at real time when that is the given minute, and without a start', () => {
    const realNow = Date.parse('2026-07-13T17:00:20Z'); // 1:00 PM in New York (EDT)
    expect(new AdjustableClock({ time: '13:00', zone: 'America/New_York' }, realNow).start).toBe(0);
    const plain = new AdjustableClock();
    plain.advance(5 * MINUTE);
    plain.reset();
    expect(plain.offset).toBe(0);
  });

  it('takes DEV_CLOCK_AT only as a time and a zone it knows', () => {
    expect(devClockAt('13:00 America/New_York')).toEqual({
      time: '13:00',
      zone: 'America/New_York',
    });
    expect(devClockAt('1 PM America/New_York')).toBeUndefined();
    expect(devClockAt('13:00 Mars/Olympus')).toBeUndefined();
    expect(devClockAt('25:00 America/New_York')).toBeUndefined();
  });
});
