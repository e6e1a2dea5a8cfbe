import { checkInsEndAt, DAY, MINUTE, type Check } from './check-context';
import { firstCallsOf } from './call-days';
import { stoppedAt } from './stops';
import { dueOn, timeOfText, timesOf } from './day-times';
import { isTimeCheckIn } from './weather';

/** The sweep sends a day from its time until three hours on, never after 9:00 PM (decision 039). */
const CATCH_UP = 3 * 60 * MINUTE;

/**
 * [13] An outage of several hours (decision 039): the whole service is down, then runs again.
 * A day whose time and catch-up both passed during it is never sent late, and its owner is
 * e-mailed at once that we missed it (`We missed <name>'s check-in`, naming the day); a day
 * whose catch-up is still running goes at once. No call follows up a day that is over: after
 * the outage a parent is called only on a local date whose check-in came (or, for a parent
 * checked on by call, was due) before the call. Nobody else is told of a missed day.
 */
export function checkOutage(check: Check) {
  const { cast, arrivals, acts, run, violate, count, local } = check;
  const missedMail = arrivals.filter(
    (arrival) =>
      arrival.channel === 'email' && /^We missed .*'s check-in$/.test(arrival.subject ?? ''),
  );
  const outage = cast.outage;
  if (!outage) {
    for (const mail of missedMail)
      violate(13, `${mail.to} was told "${mail.subject}" though the service never stopped`);
    return;
  }
  const soon = 2 * run.stepMs;
  for (const account of cast.accounts) {
    const owner = account.recipients.find((recipient) => recipient.owner)!;
    for (const parent of account.parents) {
      const byCall = parent.checkInBy === 'call';
      const checkIns = byCall
        ? firstCallsOf(check, parent, checkInsEndAt(account))
        : arrivals.filter(
            // A heat warning's extra check-in is not the day's (seed 52 at 27 x 4: one at 7:00 AM
            // on the day whose 8:10 PM fell in the outage).
            (arrival) => isTimeCheckIn(arrival, parent),
          );
      const stopped = stoppedAt(acts, account, parent);
      const sendable = (due: number) =>
        parent.enabled &&
        parent.consented &&
        account.subscribed &&
        due < checkInsEndAt(account) &&
        (stopped === undefined || stopped >= due);
      const missed: string[] = [];
      const times = timesOf(parent);
      for (
        let day = local(outage.from - DAY, parent.zone).startOf('day');
        day.toMillis() < outage.to + DAY;
        day = day.plus({ days: 1 })
      )
        for (const time of times) {
          // Each time of her day is a check-in of its own (docs/product.md §2.13).
          const dueTime = dueOn(day, time);
          const due = dueTime.toMillis();
          if (due <= outage.from || due >= outage.to || !sendable(due)) continue;
          const date = day.toFormat('yyyy-MM-dd');
          const catchUpEnds = Math.min(due + CATCH_UP, day.set({ hour: 21, minute: 0 }).toMillis());
          const onTime = checkIns.filter(
            (arrival) =>
              local(arrival.at, parent.zone).toFormat('yyyy-MM-dd') === date &&
              (byCall || timeOfText(times, local(arrival.at, parent.zone)).slot === time.slot),
          );
          if (catchUpEnds < outage.to) {
            if (!missed.includes(date)) missed.push(date);
            count('days missed by us');
            if (onTime.length > 0)
              violate(
                13,
                `${parent.name} got a check-in at ${local(onTime[0]!.at, parent.zone).toFormat('yyyy-MM-dd HH:mm')} for a day missed in the outage (due ${dueTime.toFormat('HH:mm')})`,
              );
          } else {
            count('days sent late after the outage');
            if (
              onTime.length !== 1 ||
              onTime[0]!.at < outage.to ||
              onTime[0]!.at > outage.to + soon
            )
              violate(
                13,
                `${parent.name}'s day ${date} (due ${dueTime.toFormat('HH:mm')}, in the outage) got ${onTime.length} check-ins${onTime[0] ? `, the first at ${local(onTime[0].at, parent.zone).toFormat('HH:mm')}` : ''}, not one as the service came back`,
              );
          }
        }
      const told = missedMail.filter(
        (mail) => mail.subject === `We missed ${parent.name.split(' ')[0]}'s check-in`,
      );
      const toOwner = told.filter((mail) => mail.to === owner.email);
      if (told.length !== toOwner.length)
        violate(13, `someone other than the owner was told the service missed ${parent.name}`);
      if (toOwner.length !== (missed.length > 0 ? 1 : 0))
        violate(
          13,
          `${owner.key} got ${toOwner.length} e-mails that we missed ${parent.name}'s day, not ${missed.length > 0 ? 1 : 0} (missed: ${missed.join(', ') || 'none'})`,
        );
      for (const mail of toOwner) {
        if (mail.at < outage.to || mail.at > outage.to + soon)
          violate(
            13,
            `the e-mail that we missed ${parent.name}'s day came at ${new Date(mail.at).toISOString()}, not as the service came back`,
          );
        for (const date of missed) {
          const words = local(new Date(`${date}T12:00:00Z`).getTime(), 'UTC').toFormat(
            'cccc, LLLL d',
          );
          if (!mail.body.includes(words))
            violate(13, `the e-mail that we missed ${parent.name}'s day does not name ${words}`);
        }
      }
      // No call for a day that is over.
      for (const call of arrivals.filter(
        (arrival) =>
          arrival.to === parent.phone &&
          arrival.channel === 'call' &&
          arrival.at >= outage.to &&
          arrival.at < outage.to + CATCH_UP &&
          arrival.at < checkInsEndAt(account),
      )) {
        const date = local(call.at, parent.zone).toFormat('yyyy-MM-dd');
        const begun = byCall
          ? dueOn(local(call.at, parent.zone), times[0]!).toMillis() <= call.at
          : checkIns.some(
              (arrival) =>
                arrival.at <= call.at &&
                local(arrival.at, parent.zone).toFormat('yyyy-MM-dd') === date,
            );
        if (!begun)
          violate(
            13,
            `${parent.name} was called at ${local(call.at, parent.zone).toFormat('yyyy-MM-dd HH:mm')} for a day that was over`,
          );
      }
    }
  }
}
