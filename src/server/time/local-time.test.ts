import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { checkInTimeZones } from '../../shared/family';
import { localClockTime, localDateOf, localDueInstant } from './local-time';

describe('localDueInstant', () => {
  it('places an ordinary time at its local moment in winter and in summer', () => {
    expect(localDueInstant('2026-01-15', '09:00', 'America/New_York')).toEqual(
      new Date('2026-01-15T14:00:00Z'),
    );
    expect(localDueInstant('2026-07-15', '09:00', 'America/New_York')).toEqual(
      new Date('2026-07-15T13:00:00Z'),
    );
    expect(localDueInstant('2026-07-15', '09:00', 'Pacific/Honolulu')).toEqual(
      new Date('2026-07-15T19:00:00Z'),
    );
  });

  it('sends a time skipped by the spring change at the first valid minute after it', () => {
    // 8 March 2026, New York: 2:00 AM EST becomes 3:00 AM EDT (07:00Z).
    expect(localDueInstant('2026-03-08', '02:30', 'America/New_York')).toEqual(
      new Date('2026-03-08T07:00:00Z'),
    );
    expect(localDueInstant('2026-03-08', '02:00', 'America/Chicago')).toEqual(
      new Date('2026-03-08T08:00:00Z'),
    );
  });

  it('sends a time repeated by the autumn change at its first occurrence', () => {
    // 1 November 2026, New York: 1:30 AM happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(localDueInstant('2026-11-01', '01:30', 'America/New_York')).toEqual(
      new Date('2026-11-01T05:30:00Z'),
    );
    expect(localDueInstant('2027-11-07', '01:00', 'America/Los_Angeles')).toEqual(
      new Date('2027-11-07T08:00:00Z'),
    );
  });

  // Every day of two years, in each zone the product offers, at times around the changes and
  // across the check-in window: the instant is that local time (or, in a gap, the jump itself).
  const times = [
    '00:30',
    '01:00',
    '01:30',
    '01:59',
    '02:00',
    '02:30',
    '03:00',
    '07:00',
    '09:00',
    '21:00',
  ];
  it.each(checkInTimeZones)('holds for every day of 2026 and 2027 in %s', (zone) => {
    let day = DateTime.fromISO('2026-01-01', { zone: 'UTC' });
    const end = DateTime.fromISO('2028-01-01', { zone: 'UTC' });
    let gaps = 0;
    let repeats = 0;
    while (day < end) {
      const date = day.toFormat('yyyy-MM-dd');
      for (const time of times) {
        const instant = localDueInstant(date, time, zone);
        const local = DateTime.fromJSDate(instant, { zone });
        expect(localDateOf(instant, zone)).toBe(date);
        if (local.toFormat('HH:mm') === time) {
          // First occurrence: an hour earlier is not the same local time.
          const hourEarlier = DateTime.fromMillis(instant.getTime() - 3_600_000, { zone });
          if (hourEarlier.toFormat('HH:mm') === time) throw new Error(`${zone} ${date} ${time}`);
          const hourLater = DateTime.fromMillis(instant.getTime() + 3_600_000, { zone });
          if (hourLater.toFormat('HH:mm') === time) repeats += 1;
        } else {
          // Skipped: the result is later than asked, and a minute before it the clock read
          // earlier than asked (it is the moment of the jump).
          gaps += 1;
          expect(local.toFormat('HH:mm') > time).toBe(true);
          const minuteBefore = DateTime.fromMillis(instant.getTime() - 60_000, { zone });
          expect(minuteBefore.toFormat('HH:mm') < time).toBe(true);
        }
      }
      day = day.plus({ days: 1 });
    }
    const observesDst = zone !== 'Pacific/Honolulu';
    // Two spring changes skip 02:00 and 02:30; two autumn changes repeat 01:00, 01:30, 01:59.
    expect(gaps).toBe(observesDst ? 4 : 0);
    expect(repeats).toBe(observesDst ? 6 : 0);
  });
});

describe('localDateOf and localClockTime', () => {
  // Every 45 minutes of 2026 (each quarter-hour phase of the clock, over and over) in each zone
  // the product offers and two whose days start off the hour: the date and time luxon gives.
  it.each([...checkInTimeZones, 'Asia/Kolkata', 'Pacific/Chatham'])(
    'are the date and time luxon reads in %s all through 2026',
    (zone) => {
      const start = Date.UTC(2026, 0, 1);
      const end = Date.UTC(2027, 0, 1);
      for (let ms = start; ms < end; ms += 45 * 60_000) {
        const luxon = DateTime.fromMillis(ms, { zone });
        const expected = `${luxon.toFormat('yyyy-MM-dd')} ${luxon.toFormat('h:mm a')}`;
        const ours = `${localDateOf(new Date(ms), zone)} ${localClockTime(new Date(ms), zone)}`;
        if (ours !== expected)
          expect(`${new Date(ms).toISOString()} ${ours}`).toBe(
            `${new Date(ms).toISOString()} ${expected}`,
          );
      }
    },
  );
});
