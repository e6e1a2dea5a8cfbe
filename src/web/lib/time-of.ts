const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "9:04 AM" today, "Jan 12, 9:04 AM" another day, in the viewer's own time zone. */
export function timeOf(iso: string, now = new Date()) {
  const at = new Date(iso);
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (sameDay(at, now)) return time;
  const date = at.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${date}, ${time}`;
}
