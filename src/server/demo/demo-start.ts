import { DateTime } from 'luxon';

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Noon in New York `days` days ago (9:00 AM in Los Angeles): the family is set up in the day
 * where each of them lives, as consent requests and the welcome reach people only in their
 * waking hours. A noon still to come today moves a day back. (The demo journey counts its
 * weekly reports from it.)
 */
export function demoStart(now: number, days: number) {
  let noon = DateTime.fromMillis(now - days * DAY, { zone: 'America/New_York' }).set({
    hour: 12,
    minute: 0,
    second: 0,
    millisecond: 0,
  });
  if (noon.toMillis() > now - MINUTE) noon = noon.minus({ days: 1 });
  return noon.toMillis();
}
