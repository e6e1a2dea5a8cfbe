/** Campaign dates are calendar dates (YYYY-MM-DD); they are read as UTC so no zone shifts them. */
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const yearFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });

const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Mon, Mar 9" */
export const formatDay = (date: string) => dayFormat.format(asDate(date));

/** "Mon, Mar 9 – Sun, Mar 15, 2026", or one day when both are the same. */
export function formatDateRange(start: string, end: string) {
  const year = yearFormat.format(asDate(end));
  return start === end
    ? `${formatDay(start)}, ${year}`
    : `${formatDay(start)} – ${formatDay(end)}, ${year}`;
}

/** "Mar 10, 8:00 AM" in the viewer's own zone. */
export const formatMoment = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
