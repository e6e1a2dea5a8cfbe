import type { CastAccount } from '../cast';
import { checkInsEndAt, MINUTE, type Check } from './check-context';
import { firstCallsOf } from './call-days';
import { stoppedAt } from './stops';
import { pausedDates } from './check-pauses';
import { dueOn, timeOfText, timesOf } from './day-times';
import { isTimeCheckIn, weatherOpenAt } from './weather';

/** How long after her time a sweep still sends it (docs/product.md §2: three hours). */
const CATCH_UP = 180 * MINUTE;

/**
 * [2] Once a day at the parent's first time, held inside 7:00 AM–9:00 PM; [5] the same after the
 * zone's clocks changed (numbered 5 there, so a DST mistake reads as one); [19] once more at
 * each of her more times (docs/product.md §2.13), at its own due minute.
 */
export function checkSendDays(check: Check, account: CastAccount, parentId: string) {
  const { arrivals, acts, run, violate, local, minutesOf, count } = check;
  const parent = account.parents.find((candidate) => candidate.id === parentId)!;
  // A parent checked on by call: the day's first call is the check-in (issue 23).
  // Check-ins stop with the trial's end or the account's deletion: a call after is the notice.
  const endsAt = checkInsEndAt(account);
  const attempts =
    parent.checkInBy === 'call'
      ? firstCallsOf(check, parent, endsAt)
      : arrivals.filter((arrival) => isTimeCheckIn(arrival, parent));
  const stopped = stoppedAt(acts, account, parent);
  // Her own pause's days are [16]'s (check-pauses.ts).
  const paused = pausedDates(check, account, parent);
  const times = timesOf(parent);
  const slotOf = (at: number) => timeOfText(times, local(at, parent.zone)).slot;
  for (const attempt of attempts) {
    const minute = minutesOf(attempt.at, parent.zone);
    if (minute < 7 * 60 || minute > 21 * 60)
      violate(
        2,
        `${parent.name} got a check-in at ${local(attempt.at, parent.zone).toFormat('yyyy-MM-dd HH:mm')} local`,
      );
    if (stopped !== undefined && attempt.at > stopped)
      violate(3, `${parent.name} got a check-in after replying STOP`);
  }
  for (
    let day = local(run.start, parent.zone).startOf('day');
    day.toMillis() < run.end;
    day = day.plus({ days: 1 })
  )
    for (const time of times) {
      const dueTime = dueOn(day, time);
      const due = dueTime.toMillis();
      if (due < run.start + run.stepMs || due > run.end - 2 * run.stepMs) continue;
      // Days due in the outage are [13]'s; one due in the minute demo billing ends the trial
      // may go or not (the two jobs of that minute run in either order).
      const { outage } = check.cast;
      if (outage && due > outage.from && due < outage.to) continue;
      if (
        account.trialEndsAt !== undefined &&
        due >= account.trialEndsAt &&
        due < account.trialEndsAt + 5 * MINUTE
      )
        continue;
      const date = day.toFormat('yyyy-MM-dd');
      if (paused.includes(date)) continue;
      // [5]: once the zone's clocks have changed (by the due time, so the day of the change
      // counts) the same rule must hold at the new offset. A later time of the day is [19]'s.
      const rule =
        time.slot > 0 ? 19 : dueTime.offset === local(run.start, parent.zone).offset ? 2 : 5;
      // The texts of this time: those of the date that came from its due minute on, before the
      // day's next time.
      const onTime = attempts.filter(
        (attempt) =>
          local(attempt.at, parent.zone).toFormat('yyyy-MM-dd') === date &&
          slotOf(attempt.at) === time.slot,
      );
      // A stop made in the due minute itself came after that day's check-in: in each minute the
      // service sends first and the people act on what reached them (a call parent's 9 is
      // pressed on the day's own call, which rang at her time).
      const sendable =
        parent.enabled &&
        parent.consented &&
        account.subscribed &&
        due < endsAt &&
        (stopped === undefined || stopped >= due);
      if (!sendable) {
        if (onTime.length > 0)
          violate(rule, `${parent.name} was texted on ${date} though nothing may go`);
        continue;
      }
      // A YES texted on that date before her time, once yesterday's day was over (after an
      // outage her word about yesterday can come after midnight), checks her in early
      // (docs/product.md §2.11): the day's text then does not go. Whether yesterday's day was
      // still open is not seen from outside, so either is taken. Only the day's first time has
      // an early check-in: a YES after the morning's answer is no answer to the evening's.
      const early =
        time.slot === 0 &&
        acts.some(
          (act) =>
            act.from === parent.phone &&
            act.outcome === 'ok' &&
            act.at < due &&
            local(act.at, parent.zone).toFormat('yyyy-MM-dd') === date,
        );
      if (early && onTime.length === 0) {
        check.count('early check-ins by text');
        continue;
      }
      if (time.slot > 0) check.count('later check-ins due');
      if (onTime.length !== 1) {
        violate(
          rule,
          `${parent.name} got ${onTime.length} check-ins on ${date} (due ${time.time})`,
        );
        continue;
      }
      // Her time waits while the weather's extra check-in is open (due-parents.ts): then it is
      // due from her answer to that one, or, when a call closed it (its result is not seen from
      // her phone), at some minute of her time's catch-up.
      const waited = parent.checkInBy === 'text' ? weatherOpenAt(check, parent, due) : undefined;
      if (waited === 'call') {
        count('check-ins behind a weather check-in closed by a call (time not judged)');
        if (onTime[0]!.at < due || onTime[0]!.at > due + CATCH_UP)
          violate(
            rule,
            `${parent.name}'s check-in on ${date} came at ${local(onTime[0]!.at, parent.zone).toFormat('HH:mm')}, due ${dueTime.toFormat('HH:mm')} behind the weather's, past its catch-up`,
          );
        continue;
      }
      if (waited !== undefined) {
        count('check-ins behind a weather check-in she answered');
        if (onTime[0]!.at < waited || onTime[0]!.at > waited + 2 * run.stepMs)
          violate(
            rule,
            `${parent.name}'s check-in on ${date} came at ${local(onTime[0]!.at, parent.zone).toFormat('HH:mm')}, due ${local(waited, parent.zone).toFormat('HH:mm')} when she answered the weather’s`,
          );
        continue;
      }
      if (onTime[0]!.at < due || onTime[0]!.at > due + 2 * run.stepMs)
        violate(
          rule,
          `${parent.name}'s check-in on ${date} came at ${local(onTime[0]!.at, parent.zone).toFormat('HH:mm')}, due ${dueTime.toFormat('HH:mm')}`,
        );
    }
}
