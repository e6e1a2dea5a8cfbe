import { describe, expect, it } from 'vitest';
import { keepRecentReadings } from './recent-readings';

describe('recent readings', () => {
  it('reads a text once while it is kept, and again once the newer ones have pushed it out', () => {
    const read: string[] = [];
    const reading = keepRecentReadings((body) => {
      read.push(body);
      return body.toUpperCase();
    }, 2);
    expect(['yes', 'yes', 'no', 'yes'].map(reading)).toEqual(['YES', 'YES', 'NO', 'YES']);
    expect(read).toEqual(['yes', 'no']);
    reading('fine'); // three kinds now: the oldest ("yes") goes
    expect(reading('no')).toBe('NO');
    expect(reading('yes')).toBe('YES');
    expect(read).toEqual(['yes', 'no', 'fine', 'yes']);
  });
});
