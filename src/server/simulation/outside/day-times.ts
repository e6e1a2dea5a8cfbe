import type { DateTime } from 'luxon';
import type { CastParent } from '../cast';

/**
 * The times of a parent's day as the outside reads them (docs/product.md §2.13): her first time
 * (slot 0), then her more times, each held inside 7:00 AM–9:00 PM as the service holds them.
 * Each is a check-in of its own; a dump from before more times existed has none.
 */
export interface DayTime {
  slot: number;
  /** As stored, HH:MM. */
  time: string;
  /** Held inside the window, as hour and minute. */
  hour: number;
  minute: number;
  /** The owner's words for a later time ('' for the usual); undefined for the first. */
  message?: string;
}

const held = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  const wanted = Math.min(Math.max(hours! * 60 + minutes!, 7 * 60), 21 * 60);
  return { hour: Math.floor(wanted / 60), minute: wanted % 60 };
};

export function timesOf(parent: Pick<CastParent, 'messageTime' | 'moreTimes'>): DayTime[] {
  return [
    { slot: 0, time: parent.messageTime, ...held(parent.messageTime) },
    ...(parent.moreTimes ?? []).map((more, index) => ({
      slot: index + 1,
      time: more.time,
      message: more.message,
      ...held(more.time),
    })),
  ];
}

/** The instant a time of the day is due on `day` (a local start of day). */
export const dueOn = (day: DateTime, time: Pick<DayTime, 'hour' | 'minute'>) =>
  day.set({ hour: time.hour, minute: time.minute });

/**
 * Which of the day's times a check-in text answers to: the latest whose due minute on its date
 * came by `at` (the first when none did: a text sent before its time is the first's, and [2]
 * says it is early).
 */
export function timeOfText(times: DayTime[], local: DateTime): DayTime {
  const minute = local.hour * 60 + local.minute;
  let found = times[0]!;
  for (const time of [...times].sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute)))
    if (time.hour * 60 + time.minute <= minute) found = time;
  return found;
}

/** "7:05 PM" (in Spanish "7:05 p. m."): the oracle's own spelling of a time in a text. */
const spoken = (time: DayTime, language: CastParent['language']) => {
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const minutes = String(time.minute).padStart(2, '0');
  const half =
    language === 'es' ? (time.hour < 12 ? 'a. m.' : 'p. m.') : time.hour < 12 ? 'AM' : 'PM';
  return `${hour12}:${minutes} ${half}`;
};

/**
 * The words a later check-in's text must carry (§2.13): the owner's for that time, with her name
 * and the time filled in, or the usual "again" words, in her language; then how to reply.
 */
export function laterWords(
  parent: Pick<CastParent, 'nickname' | 'language'>,
  time: DayTime,
): string {
  const es = parent.language === 'es';
  const usual = es
    ? `Hola, ${parent.nickname}. Le escribimos otra vez a las ${spoken(time, 'es')} para saber cómo está.`
    : `Hi ${parent.nickname}, checking in on you again at ${spoken(time, 'en')}.`;
  const own = (time.message ?? '')
    .replaceAll('{parent_name}', parent.nickname)
    .replaceAll('{time}', spoken(time, parent.language));
  const reply = es
    ? 'Responda SÍ si está bien, o NO si necesita ayuda.'
    : 'Reply YES if you are OK, or NO if you need help.';
  return `${own || usual}\n\n${reply}`;
}
