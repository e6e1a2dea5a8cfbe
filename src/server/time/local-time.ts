const MINUTE_MS = 60_000;

// One formatter per zone, made once: the zone's wall clock as numbers. Luxon's `toFormat` parsed
// its pattern on every call; the overview and the sweep ask for local dates by the thousand.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `zone` at `ms`: year, month, day, hour (0–23) and minute. */
function wallClock(ms: number, zone: string) {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(zone, format);
  }
  const clock = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of format.formatToParts(ms))
    if (part.type in clock) clock[part.type as keyof typeof clock] = part.value;
  return clock;
}

const dateOf = (clock: ReturnType<typeof wallClock>) =>
  `${clock.year.padStart(4, '0')}-${clock.month}-${clock.day}`;

const localStamp = (ms: number, zone: string) => {
  const clock = wallClock(ms, zone);
  return `${dateOf(clock)}T${clock.hour}:${clock.minute}`;
};

/** How far the zone's wall clock is ahead of UTC at `ms`, in whole minutes. */
const offsetMinutes = (ms: number, zone: string) => {
  const clock = wallClock(ms, zone);
  const asIfUtc = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
    Number(clock.second),
  );
  return Math.round((asIfUtc - Math.floor(ms / 1000) * 1000) / MINUTE_MS);
};

/** The local calendar date (YYYY-MM-DD) of an instant in an IANA zone. */
export function localDateOf(instant: Date, zone: string): string {
  return dateOf(wallClock(instant.getTime(), zone));
}

/**
 * The instant a local date and time (HH:MM) happen in an IANA zone, by docs/product.md §2's rule:
 * a time that does not exist that day (clocks went forward) is the first valid minute after
 * it; a time that happens twice (clocks went back) is its first occurrence.
 */
export function localDueInstant(date: string, time: string, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wanted = `${date}T${time}`;
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);

  // Every offset the zone uses around that day; each gives one candidate instant.
  const offsets = new Set(
    [-36, 0, 36].map((hours) => offsetMinutes(asIfUtc + hours * 3_600_000, zone)),
  );
  const matches = [...offsets]
    .map((offset) => asIfUtc - offset * MINUTE_MS)
    .filter((ms) => localStamp(ms, zone) === wanted)
    .sort((a, b) => a - b);
  if (matches.length > 0) return new Date(matches[0]!);

  // A gap: the clocks jumped over this time. The first minute that exists after it is the
  // moment of the jump, the earliest instant whose local time is later than the one wanted.
  const candidates = [...offsets].map((offset) => asIfUtc - offset * MINUTE_MS);
  let low = Math.min(...candidates);
  let high = Math.max(...candidates);
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (localStamp(middle, zone) > wanted) high = middle;
    else low = middle;
  }
  return new Date(high);
}

/** The wall-clock time of an instant in a zone as the strips show it: "9:12 AM". */
export function localClockTime(instant: Date, zone: string): string {
  const clock = wallClock(instant.getTime(), zone);
  const hour = Number(clock.hour);
  return `${hour % 12 || 12}:${clock.minute} ${hour < 12 ? 'AM' : 'PM'}`;
}
