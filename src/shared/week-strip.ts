import { z } from './zod';
import { isoInstant } from './api-response';
import { checkInStatuses } from './check-ins';

/** The overview's strip covers 30 days on wide screens; phones, e-mail and the alert page 7. */
export const STRIP_DAYS_LONG = 30;
export const STRIP_DAYS_SHORT = 7;

/**
 * What one day of a parent's strip shows: the engine's many statuses folded into the few a
 * worried glance needs. `pending` is a day still open (today before the answer).
 */
export const stripMarks = [
  'ok',
  'needs_help',
  'no_answer',
  'skipped',
  'opted_out',
  'paused',
  'pending',
] as const;
export type StripMark = (typeof stripMarks)[number];

/** One local day (in the parent's zone) of a parent's strip, oldest first in a strip. */
export const stripDaySchema = z.object({
  /** The parent's local date, YYYY-MM-DD. */
  localDate: z.string(),
  mark: z.enum(stripMarks),
  /** The day in words ("OK", "OK, family checked", "Not delivered", "No check-in", …). */
  label: z.string(),
  /** The engine's status, or null when there was no check-in that day. */
  checkInStatus: z.enum(checkInStatuses).nullable(),
  respondedAt: isoInstant.nullable(),
  /** The reply's local time in the parent's zone, "9:12 AM"; null without a reply. */
  replyTime: z.string().nullable(),
  /** The parent's today. */
  today: z.boolean(),
});
export type StripDay = z.infer<typeof stripDaySchema>;

// A plain date has no zone; noon UTC keeps it on the same calendar day everywhere.
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const weekdayShort = dateFormat({ weekday: 'short' });
const monthDay = dateFormat({ weekday: 'short', month: 'short', day: 'numeric' });
const atNoon = (localDate: string) => new Date(`${localDate}T12:00:00Z`);

/** "Mon" for 2026-01-12. */
export const stripWeekday = (day: Pick<StripDay, 'localDate'>) =>
  weekdayShort.format(atNoon(day.localDate));

/** "OK, replied 9:12 AM", or the label alone without a reply. */
export const stripDayWords = (day: StripDay) =>
  day.replyTime ? `${day.label}, replied ${day.replyTime}` : day.label;

/** The day's text alternative: "Mon, Jan 12: OK, replied 9:12 AM" ("Today, …" for today). */
export const stripDayText = (day: StripDay) =>
  `${day.today ? 'Today, ' : ''}${monthDay.format(atNoon(day.localDate))}: ${stripDayWords(day)}`;

/** A plain-text line of a strip, for e-mail's text part: "Mon OK 9:05 AM · Tue No answer · …". */
export const stripTextLine = (days: StripDay[]) =>
  days
    .map((day) => `${stripWeekday(day)} ${day.label}${day.replyTime ? ` ${day.replyTime}` : ''}`)
    .join(' · ');
