import { z } from './zod';
import { checkInTimeSchema } from './family';
import { templateProblem } from './template-grammar';
import { dailyVariables } from './template-variables';

/**
 * Several check-ins a day (docs/product.md §2.13). A parent's day has up to three check-ins,
 * each at its own time and each running the whole loop on its own: text, reply, call, alert,
 * claim. The first is the parent's message time; the others are her "more times", each with
 * the owner's own words. The weather's extra check-in (§2.16) is one more, at no set time.
 *
 * A check-in's `slot` says which: 0 for the first time, 1 and 2 for the more times, and
 * WEATHER_SLOT for the weather's. A day has at most one check-in per slot.
 */
export const MAX_CHECK_IN_TIMES = 3;
export const WEATHER_SLOT = 3;
export const checkInSlots = [0, 1, 2, WEATHER_SLOT] as const;
export type CheckInSlot = (typeof checkInSlots)[number];

/**
 * The shortest gap between two times of a day. A check-in is open for up to the follow-up delay
 * (at most an hour), then a call and its redial: three hours keeps one day's check-ins from
 * overlapping, so a reply always answers the one it was meant for.
 */
export const MIN_HOURS_APART = 3;

export const checkInTimesMessages = {
  tooMany: `A parent can have at most ${MAX_CHECK_IN_TIMES} check-in times a day.`,
  apart: `Check-in times must be at least ${MIN_HOURS_APART} hours apart.`,
  messageTooLong: 'Please keep the message to 320 characters or fewer',
} as const;

/** One more time of the day, with the words its text opens with ('' for the usual words). */
export const moreTimeSchema = z.object({
  time: checkInTimeSchema,
  message: z
    .string()
    .trim()
    .max(320, checkInTimesMessages.messageTooLong)
    // The same grammar as every message a parent reads: {parent_name}, {date} and {time}.
    .superRefine((message, context) => {
      const problem = templateProblem(message, dailyVariables);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .default(''),
});
export type MoreTime = z.output<typeof moreTimeSchema>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Where, among the day's times (the first one, then the more times as listed), a time is less
 * than MIN_HOURS_APART from another: the index of the later-listed of the two, or -1.
 */
export function tooCloseAt(first: string, more: readonly { time: string }[]): number {
  const times = [first, ...more.map((entry) => entry.time)];
  for (let later = 1; later < times.length; later += 1)
    for (let earlier = 0; earlier < later; earlier += 1)
      if (Math.abs(minutesOf(times[later]!) - minutesOf(times[earlier]!)) < MIN_HOURS_APART * 60)
        return later - 1;
  return -1;
}

/**
 * The more times of a schedule: at most two, each far enough from the others. Absent, a save
 * keeps the ones she has (turning her check-in back on must not drop her evening's).
 */
export const moreTimesSchema = z
  .array(moreTimeSchema)
  .max(MAX_CHECK_IN_TIMES - 1, checkInTimesMessages.tooMany)
  .optional();
