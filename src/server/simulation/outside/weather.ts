import type { CastParent } from '../cast';
import type { Arrival } from '../observer';
import { MINUTE, type Check } from './check-context';
import { isCheckInText } from './parent-day';

const HOUR = 60 * MINUTE;
/** The poller's slots (every five minutes on the clock, decision 049). */
const POLL = 5 * MINUTE;

/**
 * The weather's extra check-in (docs/product.md §2.16) as her phone reads it: the warning's
 * name in our own words, in either language, then how to reply. Not one of her times of the day.
 */
export const isWeatherText = (body: string) =>
  /^There is an? [A-Z][A-Za-z ]+ Warning where you are today\.|^Hoy hay un aviso de [^\n]+ donde usted vive\./.test(
    body,
  );

/**
 * A check-in texted to her for one of her own times of the day. A weather warning's extra
 * check-in is none of them: its words and its loop are [20]'s.
 */
export const isTimeCheckIn = (arrival: Arrival, parent: Pick<CastParent, 'phone'>) =>
  arrival.to === parent.phone &&
  arrival.channel === 'sms' &&
  isCheckInText(arrival.body) &&
  !isWeatherText(arrival.body);

/** The words the heat warning's extra check-in must carry, in her language: the oracle's own. */
export const heatWords = (language: CastParent['language']) =>
  language === 'es'
    ? 'Hoy hay un aviso de calor extremo donde usted vive.\n\nResponda SÍ si está bien, o NO si necesita ayuda.'
    : 'There is an Extreme Heat Warning where you are today.\n\nReply YES if you are OK, or NO if you need help.';

/**
 * What her family reads as it goes out, by text or e-mail (notices are in English): her first
 * name when it is a plain name (letters, spaces, apostrophes, hyphens: docs/product.md §3), else
 * "Your parent" (the cast's "Parent12" has digits).
 */
export const isHeatNotice = (arrival: Arrival, parent: Pick<CastParent, 'name'>) => {
  const first = parent.name.split(' ')[0]!;
  const plain = /^\p{L}[\p{L} '’-]*$/u.test(first);
  const who = plain ? first : 'Your parent';
  const whose = plain ? `${first}'s` : 'their';
  return arrival.channel === 'email'
    ? arrival.subject === `${who} got an extra check-in today: Extreme Heat Warning`
    : arrival.channel === 'sms' &&
        arrival.body.includes(
          `${who} got an extra check-in today: the National Weather Service has issued an Extreme Heat Warning for ${whose} area.`,
        );
};

/** Any family notice of a weather check-in, whoever it names. */
export const isWeatherNotice = (arrival: Arrival) =>
  arrival.channel === 'email'
    ? / got an extra check-in today: /.test(arrival.subject ?? '')
    : arrival.channel === 'sms' && arrival.body.includes(' got an extra check-in today: ');

/**
 * The local dates on which the poller saw her warning in force (a poll slot inside its hours
 * on that date), each with the first minute its extra check-in may go: that slot, held to
 * 7:00 AM of the date; null when that is after 9:00 PM (a warning seen then brings none).
 */
export function heatDays(check: Pick<Check, 'local'>, parent: CastParent) {
  const days: { date: string; seen: number; from: number | null }[] = [];
  if (!parent.heat) return days;
  const until = parent.heat.at + parent.heat.hours * HOUR;
  for (let slot = Math.ceil(parent.heat.at / POLL) * POLL; slot < until; slot += POLL) {
    const time = check.local(slot, parent.zone);
    const date = time.toFormat('yyyy-MM-dd');
    if (days.some((day) => day.date === date)) continue;
    const opens = time.set({ hour: 7, minute: 0, second: 0, millisecond: 0 }).toMillis();
    const closes = time.set({ hour: 21, minute: 0, second: 0, millisecond: 0 }).toMillis();
    const from = Math.max(slot, opens);
    days.push({ date, seen: slot, from: from <= closes ? from : null });
  }
  return days;
}

/** How long a check-in of hers may stay open (its follow-up, call and second call). */
const OPEN_SPAN = 3 * HOUR;
/** Her text answers that close an open check-in. */
const ANSWERS = new Set(['ok', 'needs_help', 'help']);

/**
 * Whether her time due at `due` found the weather's extra check-in still open, so that her time
 * waits for it to close (one question open at a time: due-parents.ts): undefined when it did not
 * (a weather text in the three hours before with no answer of hers and no call since); else the
 * moment her text answer closed it, from which her time's text is due; or 'call' when a call
 * came first, whose result closes it in the service's own time, not seen from her phone.
 */
export function weatherOpenAt(
  check: Pick<Check, 'arrivals' | 'acts'>,
  parent: Pick<CastParent, 'phone'>,
  due: number,
): number | 'call' | undefined {
  const weather = check.arrivals
    .filter(
      (arrival) =>
        arrival.to === parent.phone &&
        arrival.channel === 'sms' &&
        isWeatherText(arrival.body) &&
        arrival.at < due,
    )
    .sort((a, b) => b.at - a.at)[0];
  if (!weather || weather.at <= due - OPEN_SPAN) return undefined;
  const answer = check.acts
    .filter(
      (act) =>
        act.from === parent.phone &&
        act.kind === 'text' &&
        act.at > weather.at &&
        ANSWERS.has(act.outcome ?? ''),
    )
    .sort((a, b) => a.at - b.at)[0];
  const call = check.arrivals
    .filter(
      (arrival) =>
        arrival.to === parent.phone && arrival.channel === 'call' && arrival.at > weather.at,
    )
    .sort((a, b) => a.at - b.at)[0];
  if (answer && answer.at <= due && (!call || answer.at < call.at)) return undefined;
  if (answer && (!call || answer.at < call.at)) return answer.at;
  return 'call';
}
