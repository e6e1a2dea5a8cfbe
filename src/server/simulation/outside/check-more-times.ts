import type { CastAccount, CastParent } from '../cast';
import { disturbed, MINUTE, type Check } from './check-context';
import type { ParentDay } from './days';
import { laterWords, timeOfText, timesOf } from './day-times';
import { noticeAbout } from './notices';
import { isTimeCheckIn } from './weather';

const CALL_MINUTES = 15;
const REPORT_GRACE_MINUTES = 30;

/**
 * [19] Several check-ins a day (docs/product.md §2.13), read from her phone and her family's: a
 * later time's text (its due minute is [19] in check-send-days.ts) carries the owner's words for
 * that time, or the usual "again" words, in her language, and the day's first text does not;
 * and a later check-in left silent brings its own follow-up call and its own alert to everyone
 * who follows her, whatever the morning's check-in did.
 */
export function checkMoreTimes(
  check: Check,
  account: CastAccount,
  parent: CastParent,
  days: ParentDay[],
) {
  const { arrivals, acts, run, violate, count, local, arrivalsFor } = check;
  const times = timesOf(parent);
  if (times.length < 2 || parent.checkInBy === 'call') return;
  const timeOf = (at: number) => timeOfText(times, local(at, parent.zone));
  // A weather warning's extra check-in (§2.16) is none of her times: its words and its loop are
  // [20]'s and the ordinary day's checks'.
  for (const text of arrivals.filter((arrival) => isTimeCheckIn(arrival, parent))) {
    const time = timeOf(text.at);
    const when = local(text.at, parent.zone).toFormat('yyyy-MM-dd HH:mm');
    if (time.slot === 0) {
      if (times.slice(1).some((later) => text.body === laterWords(parent, later)))
        violate(19, `${parent.name}'s first check-in at ${when} carried a later time's words`);
      continue;
    }
    const want = laterWords(parent, time);
    if (text.body !== want)
      violate(
        19,
        `${parent.name}'s check-in at ${when} (her time ${time.time}) read "${text.body.slice(0, 100)}", not "${want.slice(0, 100)}"`,
      );
    else count('later check-ins in the owner’s or the usual words');
  }

  const delay = account.followUpMinutes * MINUTE;
  const grace = parent.faults.texts === 'no-report' ? REPORT_GRACE_MINUTES * MINUTE : 0;
  const followers = account.recipients.filter((r) => r.parentIds.includes(parent.id));
  for (const day of days) {
    if (!day.delivered || timeOf(day.at).slot === 0 || day.weather) continue;
    if (disturbed(check, account, day.at)) continue;
    const followUpAt = day.at + delay + grace;
    const deadline = followUpAt + CALL_MINUTES * MINUTE + 2 * run.stepMs;
    // A check-in whose follow-up the run's end cut short is not read.
    if (deadline > run.end) continue;
    // Silent: she texted nothing from the text until its follow-up came.
    const silent = !acts.some(
      (act) =>
        act.from === parent.phone && act.kind === 'text' && act.at > day.at && act.at <= followUpAt,
    );
    if (!silent) continue;
    const morning = days.find(
      (other) => other.localDate === day.localDate && timeOf(other.at).slot === 0,
    );
    if (morning?.notices.some((notice) => notice.kind === 'ok'))
      count('silent later check-ins after an answered first');
    if (account.callsOn && !parent.faults.calls) {
      const rang = arrivals.some(
        (arrival) =>
          arrival.to === parent.phone &&
          arrival.channel === 'call' &&
          arrival.at >= followUpAt - run.stepMs &&
          arrival.at <= deadline,
      );
      if (!rang)
        violate(
          19,
          `${parent.name} was silent after her ${local(day.at, parent.zone).toFormat('HH:mm')} check-in on ${day.localDate} and no call of its own came`,
        );
    }
    // The alert the oracle expects of it (no answer to the call, or calls off or failing).
    const alert = day.notices.find((notice) => notice.kind === 'no_response');
    if (!alert || alert.by > run.end) continue;
    for (const recipient of followers) {
      const alerted = arrivalsFor(recipient, day.at, day.end).some(
        (arrival) =>
          noticeAbout(arrival, parent.name) === 'no_response' &&
          arrival.at >= alert.from &&
          arrival.at <= alert.by,
      );
      if (!alerted)
        violate(
          19,
          `${recipient.key} got no alert of its own for ${parent.name}'s silent ${local(day.at, parent.zone).toFormat('HH:mm')} check-in on ${day.localDate}`,
        );
    }
  }
}
