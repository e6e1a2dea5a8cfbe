const sameDay = (a: Date, b: Date, timeZone?: string) => {
  const day = (at: Date) => at.toLocaleDateString('en-US', { timeZone });
  return day(a) === day(b);
};

/** The viewer's own zone, as the browser knows it. */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether two zones show the same clock at `at` (New York and Toronto do). */
const sameClock = (at: Date, a: string, b: string) => {
  const clock = (timeZone: string) =>
    at.toLocaleString('en-US', { timeZone, hour: 'numeric', minute: '2-digit', day: 'numeric' });
  return clock(a) === clock(b);
};

/**
 * The one rule for times on the screens (README, "Dashboard"): a time about a parent is shown in
 * her zone, as her family's texts give it, and named ("9:07 AM EST") when the viewer's clock
 * reads otherwise, so two times on one screen are never from two unnamed zones. Without a
 * zone, the viewer's own. "9:04 AM" today, "Jan 12, 9:04 AM" another day (today in that zone).
 */
export function timeOf(iso: string, now = new Date(), zone?: string) {
  const at = new Date(iso);
  const named = zone !== undefined && !sameClock(at, zone, viewerZone());
  const time = at.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    ...(zone ? { timeZone: zone } : {}),
    ...(named ? { timeZoneName: 'short' } : {}),
  });
  if (sameDay(at, now, zone)) return time;
  const date = at.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(zone ? { timeZone: zone } : {}),
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${date}, ${time}`;
}

/** The clock time alone ("10:05 AM", "10:05 AM EST"), by the same rule as `timeOf`. */
export function clockOf(iso: string, zone: string) {
  const at = new Date(iso);
  return at.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    ...(sameClock(at, zone, viewerZone()) ? {} : { timeZoneName: 'short' }),
  });
}

/**
 * A time of her day as set ("19:00", in her zone) by the same rule: "7:00 PM", named ("7:00 PM
 * EST") when the viewer's clock reads otherwise now.
 */
export function wallClockOf(time: string, zone: string, now = new Date()) {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  if (sameClock(now, zone, viewerZone())) return clock;
  const name = now
    .toLocaleTimeString('en-US', { timeZone: zone, timeZoneName: 'short' })
    .split(' ')
    .at(-1);
  return `${clock} ${name}`;
}
