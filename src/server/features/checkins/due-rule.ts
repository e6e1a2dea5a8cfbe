import { sql, type SQL } from 'drizzle-orm';

/** How long after the message time a missed sweep (an outage) still sends the day's text. */
export const CATCH_UP_MINUTES = 180;
/** The check-in window (docs/product.md §3 quiet hours), in minutes of the local day. */
export const WINDOW_START_MINUTES = 7 * 60;
export const WINDOW_END_MINUTES = 21 * 60;

/** Minutes since local midnight of a local timestamp. */
const minutesOfDay = (local: SQL) =>
  sql`(extract(hour from ${local}) * 60 + extract(minute from ${local}))`;

/**
 * The minute of the local day a message time (HH:MM) is due: held inside the check-in window
 * whatever the database holds, so a time stored outside 7:00 AM–9:00 PM is never texted at night.
 */
const dueMinuteOf = (messageTime: SQL) => sql`least(greatest(
  split_part(${messageTime}, ':', 1)::int * 60 + split_part(${messageTime}, ':', 2)::int,
  ${WINDOW_START_MINUTES}), ${WINDOW_END_MINUTES})`;

/**
 * docs/product.md §2's due rule as the sweep reads it: a parent whose clock reads `local` is due from
 * their message time's minute (or the first minute after it, had the clocks jumped over it)
 * until CATCH_UP_MINUTES later, never past the window's end. It is the same instant the campaign
 * planner takes from `localDueInstant`; `due-rule.int.test.ts` holds the two together over every
 * offered zone and every day of 2026 and 2027.
 */
export const isDue = (
  local: SQL,
  messageTime: SQL,
) => sql`${minutesOfDay(local)} >= ${dueMinuteOf(messageTime)}
  and ${minutesOfDay(local)} <= least(${dueMinuteOf(messageTime)} + ${CATCH_UP_MINUTES}, ${WINDOW_END_MINUTES})`;

/** Inside the check-in window: when the owner's "send now" may text. */
export const inWindow = (local: SQL) =>
  sql`${minutesOfDay(local)} >= ${WINDOW_START_MINUTES} and ${minutesOfDay(local)} <= ${WINDOW_END_MINUTES}`;

/**
 * Before the day's time: a parent whose clock reads `local` has not yet been sent the day's
 * check-in, and may check in early (docs/product.md §2.11).
 */
export const beforeDue = (local: SQL, messageTime: SQL) =>
  sql`${minutesOfDay(local)} < ${dueMinuteOf(messageTime)}`;
