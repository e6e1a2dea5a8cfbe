import { DateTime } from 'luxon';

/** A daily window of local wall-clock time, HH:MM to HH:MM (end excluded). */
export interface LocalWindow {
  start: string;
  end: string;
}

/** Consent reminders and weekly reports go out only between 9:00 AM and 8:00 PM local time. */
export const reminderWindow: LocalWindow = { start: '09:00', end: '20:00' };

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/**
 * The first moment at or after `now` that falls inside `window` in `zone`: `now` itself when
 * it is inside, otherwise the window's next opening (today's or tomorrow's, DST-safe).
 */
export function nextTimeInWindow(now: Date, zone: string, window: LocalWindow): Date {
  const local = DateTime.fromJSDate(now, { zone });
  const minute = local.hour * 60 + local.minute;
  const start = minutesOf(window.start);
  if (minute >= start && minute < minutesOf(window.end)) return now;
  const day = minute < start ? local : local.plus({ days: 1 });
  const opening = day.set({
    hour: Math.floor(start / 60),
    minute: start % 60,
    second: 0,
    millisecond: 0,
  });
  return opening.toJSDate();
}
