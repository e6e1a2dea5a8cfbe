import { channelsOf, type CastAccount, type CastParent } from '../cast';
import type { Arrival } from '../observer';
import { checkInsEndAt, MINUTE, type Check } from './check-context';
import { stoppedAt } from './stops';
import {
  heatDays,
  heatWords,
  isHeatNotice,
  isTimeCheckIn,
  isWeatherNotice,
  isWeatherText,
} from './weather';

/** How long a check-in of hers may stay open (its follow-up, call and second call). */
const OPEN_SPAN = 3 * 60 * MINUTE;
/** Her text answers that close an open check-in of hers. */
const answers = new Set(['ok', 'needs_help', 'help']);

/**
 * [20] A weather warning's extra check-in (docs/product.md §2.16), read from the phones: on each
 * local date the poller saw the heat warning in force, she gets exactly one text in our words
 * ("There is an Extreme Heat Warning where you are today."), from the first poll slot that saw it
 * (held to 7:00 AM) and within two turns of it, never outside 7:00 AM–9:00 PM; none on a date
 * where it was first seen after 9:00 PM, nor on any other date. When one of her check-ins may
 * still have been open then (a text in the three hours before with no answer of hers since),
 * the extra one waits for it to close, which the phones do not show exactly: then only one at
 * most, from that minute on, is asked. Each of her followers is told of each extra check-in once,
 * by their channels, as it goes out. No other parent ever gets a weather text, nor her family a
 * weather notice.
 */
export function checkWeather(check: Check) {
  // A notice may name her only as "Your parent": one reaching anyone who follows no parent
  // with a warning is about a check-in nobody had.
  for (const account of check.cast.accounts)
    for (const recipient of account.recipients) {
      const followed = account.parents.filter((parent) => recipient.parentIds.includes(parent.id));
      if (followed.some((parent) => parent.heat)) continue;
      const told = check
        .arrivalsFor(recipient, check.run.start, check.run.end)
        .filter(isWeatherNotice);
      if (told.length > 0)
        check.violate(
          20,
          `${recipient.key} got ${told.length} weather notices, following no parent with a warning`,
        );
    }
  for (const account of check.cast.accounts)
    for (const parent of account.parents) {
      const texts = check.arrivals.filter(
        (arrival) =>
          arrival.to === parent.phone && arrival.channel === 'sms' && isWeatherText(arrival.body),
      );
      if (!parent.heat) {
        if (texts.length > 0)
          check.violate(20, `${parent.name} has no warning but got ${texts.length} weather texts`);
        continue;
      }
      checkHeatParent(check, account, parent, texts);
    }
}

function checkHeatParent(check: Check, account: CastAccount, parent: CastParent, texts: Arrival[]) {
  const { local, violate, run } = check;
  const dateOf = (at: number) => local(at, parent.zone).toFormat('yyyy-MM-dd');
  const days = heatDays(check, parent);
  const stopped = stoppedAt(check.acts, account, parent);
  const { outage } = check.cast;
  check.count('heat warnings raised');
  for (const text of texts) {
    const minute = check.minutesOf(text.at, parent.zone);
    if (minute < 7 * 60 || minute > 21 * 60)
      violate(
        20,
        `${parent.name} got a weather text at ${local(text.at, parent.zone).toFormat('yyyy-MM-dd HH:mm')} local`,
      );
    if (!days.some((day) => day.date === dateOf(text.at)))
      violate(
        20,
        `${parent.name} got a weather text on ${dateOf(text.at)}, a date with no warning`,
      );
    if (text.body !== heatWords(parent.language))
      violate(20, `${parent.name}'s weather text read "${text.body.slice(0, 100)}"`);
  }
  for (const day of days) {
    const got = texts.filter((text) => dateOf(text.at) === day.date);
    if (day.from === null) {
      check.count('heat warnings first seen after 9:00 PM');
      if (got.length > 0)
        violate(20, `${parent.name} got a weather text on ${day.date}, seen after 9:00 PM`);
      continue;
    }
    const from = day.from;
    // What may not go, or may not be read: after her STOP, after check-ins stopped, in the
    // outage or at the run's edges.
    if (
      (stopped !== undefined && stopped <= from) ||
      from >= checkInsEndAt(account) ||
      (outage && from >= outage.from - 2 * run.stepMs && from <= outage.to + 2 * run.stepMs) ||
      from > run.end - 2 * run.stepMs
    ) {
      check.count('heat days not read (stop, outage or run’s end)');
      continue;
    }
    const due = waitsUntil(check, parent, from);
    if (due === undefined) {
      check.count('heat days behind a check-in closed by a call (time not judged)');
      if (got.length > 1)
        violate(20, `${parent.name} got ${got.length} weather texts on ${day.date}`);
      else if (got.length === 1 && got[0]!.at < from)
        violate(
          20,
          `${parent.name}'s weather text on ${day.date} came at ${local(got[0]!.at, parent.zone).toFormat('HH:mm')}, before the warning was seen (${local(from, parent.zone).toFormat('HH:mm')})`,
        );
      continue;
    }
    if (due > from) check.count('heat days behind a check-in she answered');
    check.count('heat days judged');
    const want = check.minutesOf(due, parent.zone) <= 21 * 60 && dateOf(due) === day.date ? 1 : 0;
    if (got.length !== want)
      violate(20, `${parent.name} got ${got.length} weather texts on ${day.date}, not ${want}`);
    else if (want === 1 && (got[0]!.at < due || got[0]!.at > due + 2 * run.stepMs))
      violate(
        20,
        `${parent.name}'s weather text on ${day.date} came at ${local(got[0]!.at, parent.zone).toFormat('HH:mm')}, due from ${local(due, parent.zone).toFormat('HH:mm')}`,
      );
  }
  for (const text of texts) {
    for (const recipient of account.recipients.filter((r) => r.parentIds.includes(parent.id))) {
      const channels = channelsOf(recipient, false);
      const notices = check
        .arrivalsFor(recipient, text.at - run.stepMs, text.at + 2 * run.stepMs)
        .filter((arrival) => isHeatNotice(arrival, parent));
      for (const channel of ['sms', 'email'] as const) {
        const received = notices.filter((arrival) => arrival.channel === channel).length;
        const want = channels[channel] ? 1 : 0;
        if (received !== want)
          violate(
            20,
            `${recipient.key} got ${received} weather ${channel}s about ${parent.name}'s extra check-in on ${dateOf(text.at)}, not ${want}`,
          );
        else if (want) check.count('weather notices received');
      }
    }
  }
}

/**
 * When her extra check-in may go, from `from` (the warning seen, held to 7:00 AM): then, or, when
 * one of her own check-ins may still be open then (one reached her by that minute, in the three
 * hours before, with no answer of hers since; one due in the same minute opens first), once her
 * text answer closes it. Undefined when what closed it is not seen from her phone: a call came
 * first (its result, or a second call, closes it in the service's own time).
 */
function waitsUntil(check: Check, parent: CastParent, from: number): number | undefined {
  const before = check.arrivals
    .filter((arrival) => isTimeCheckIn(arrival, parent) && arrival.at < from + MINUTE)
    .sort((a, b) => b.at - a.at)[0];
  if (!before || before.at <= from - OPEN_SPAN) return from;
  const answer = check.acts
    .filter(
      (act) =>
        act.from === parent.phone &&
        act.kind === 'text' &&
        act.at > before.at &&
        answers.has(act.outcome ?? ''),
    )
    .sort((a, b) => a.at - b.at)[0];
  if (answer && answer.at <= from) return from;
  const called = check.arrivals.some(
    (arrival) =>
      arrival.to === parent.phone &&
      arrival.channel === 'call' &&
      arrival.at > before.at &&
      arrival.at < (answer?.at ?? Infinity),
  );
  return answer && !called ? answer.at : undefined;
}
