import { describe, expect, it } from 'vitest';
import { nextTimeInWindow, reminderWindow } from './quiet-hours';

const at = (iso: string) => new Date(iso);

describe('nextTimeInWindow', () => {
  it('keeps a time inside the window', () => {
    // 14:30 in New York (EST, UTC-5)
    const now = at('2026-01-15T19:30:00Z');
    expect(nextTimeInWindow(now, 'America/New_York', reminderWindow)).toEqual(now);
  });

  it('moves an early-morning time to 9:00 the same local day', () => {
    // 06:10 in Los Angeles (PST, UTC-8)
    expect(
      nextTimeInWindow(at('2026-01-15T14:10:00Z'), 'America/Los_Angeles', reminderWindow),
    ).toEqual(at('2026-01-15T17:00:00Z'));
  });

  it('moves a time at or after 8:00 PM to 9:00 the next local day', () => {
    // 20:00 in Honolulu (UTC-10, no DST)
    expect(
      nextTimeInWindow(at('2026-07-02T06:00:00Z'), 'Pacific/Honolulu', reminderWindow),
    ).toEqual(at('2026-07-02T19:00:00Z'));
  });

  it('opens at 9:00 local on the day clocks go forward', () => {
    // 23:00 EST on Saturday 7 March 2026; Sunday 9:00 is EDT (UTC-4)
    expect(
      nextTimeInWindow(at('2026-03-08T04:00:00Z'), 'America/New_York', reminderWindow),
    ).toEqual(at('2026-03-08T13:00:00Z'));
  });
});
