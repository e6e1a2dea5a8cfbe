import { DateTime } from 'luxon';

const MINUTE_MS = 60_000;

const localStamp = (ms: number, zone: string) =>
  DateTime.fromMillis(ms, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");

const offsetMinutes = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).offset;

/** The local calendar date (YYYY-MM-DD) of an instant in an IANA zone. */
export function localDateOf(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toFormat('yyyy-MM-dd');
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
