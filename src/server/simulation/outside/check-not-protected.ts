import type { CastAccount, CastParent } from '../cast';
import type { Arrival } from '../observer';
import { DAY, isConsentRequest, MINUTE, nextWaking, waking, type Check } from './check-context';
import { isCheckInText } from './days';
import { stoppedAt } from './stops';

/** The consent window: a request is reminded daily and ends seven days after it went. */
const CONSENT_WINDOW = 7 * DAY;
/** A change of protection is noted by the next ten-minute sweep (and a trial's end by demo billing's five). */
const NOTED_WITHIN = 20 * MINUTE;
/** The reminder goes at most this long after it is due: the next morning, or the day after. */
const latestAfter = (due: number, zone: string) => nextWaking(due, zone) + DAY + 15 * MINUTE;

/**
 * From when a parent is not protected, as the outside knows it (decision 037): from the start
 * when her schedule is off, she never agreed, or the account has no subscription; else from her
 * STOP, or the trial's end. Undefined while she stays protected.
 */
export function unprotectedFrom(check: Check, account: CastAccount, parent: CastParent) {
  if (!parent.enabled || !parent.consented || !account.subscribed) return check.run.start;
  const times = [stoppedAt(check.acts, account, parent), account.trialEndsAt].filter(
    (at): at is number => at !== undefined,
  );
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** "Parent3 is not protected", "Parent3, Parent5 and Parent9 are not protected": the names. */
const namesIn = (subject: string) => {
  const match = /^(.*) (is|are) not protected$/.exec(subject);
  return match ? match[1]!.split(/, | and /) : undefined;
};

/**
 * [11] Not protected is told (decision 037). The owner is e-mailed about each parent not
 * protected the day after it is noted, then every three days, between 9:00 AM and 8:00 PM in
 * her zone, at most once a day, naming only parents who are not protected, until the account
 * goes. A parent asked for her consent who never agrees gets nothing but the request and its
 * daily reminders, which end with the seven-day window (and after her no, the calls end), and
 * never a check-in.
 */
export function checkNotProtected(check: Check) {
  const { cast, arrivals, acts, run, violate, count, local } = check;
  for (const account of cast.accounts) {
    const owner = account.recipients.find((recipient) => recipient.owner)!;
    const zone = account.ownerZone;
    const limit = Math.min(run.end - 2 * run.stepMs, account.deletedAt ?? Infinity);
    const reminders = arrivals
      .filter(
        (arrival) =>
          arrival.channel === 'email' &&
          arrival.to === owner.email &&
          namesIn(arrival.subject ?? '') !== undefined,
      )
      .sort((a, b) => a.at - b.at);
    const days = new Set<string>();
    for (const reminder of reminders) {
      count('not-protected reminders received');
      const when = local(reminder.at, zone).toFormat('yyyy-MM-dd HH:mm');
      if (!waking(reminder.at, zone))
        violate(11, `${owner.key} got a not-protected reminder at ${when} local`);
      const date = when.slice(0, 10);
      if (days.has(date)) violate(11, `${owner.key} got two not-protected reminders on ${date}`);
      days.add(date);
      if (account.deletedAt !== undefined && reminder.at > account.deletedAt)
        violate(11, `${owner.key} got a not-protected reminder after deleting the account`);
      for (const name of namesIn(reminder.subject!)!) {
        const parent = account.parents.find((candidate) => candidate.name.startsWith(`${name} `));
        const from = parent && unprotectedFrom(check, account, parent);
        if (from === undefined || reminder.at < from)
          violate(11, `${owner.key} was told ${name} is not protected at ${when}, while she was`);
      }
    }
    for (const parent of account.parents) {
      const from = unprotectedFrom(check, account, parent);
      if (from === undefined || from >= limit) continue;
      const named = reminders.filter((reminder) =>
        namesIn(reminder.subject!)!.includes(parent.name.split(' ')[0]!),
      );
      let earliest = from + DAY;
      let latest = latestAfter(from + NOTED_WITHIN + DAY, zone);
      for (let index = 0; ; index += 1) {
        const reminder = named[index];
        if (!reminder) {
          if (latest < limit)
            violate(
              11,
              `${owner.key} was not reminded that ${parent.name} is not protected by ${local(latest, zone).toFormat('yyyy-MM-dd HH:mm')} (reminder ${index + 1})`,
            );
          break;
        }
        if (reminder.at < earliest || reminder.at > latest)
          violate(
            11,
            `${owner.key}'s reminder ${index + 1} about ${parent.name} came at ${local(reminder.at, zone).toFormat('yyyy-MM-dd HH:mm')}, due ${local(earliest, zone).toFormat('yyyy-MM-dd HH:mm')} to ${local(latest, zone).toFormat('yyyy-MM-dd HH:mm')}`,
          );
        earliest = reminder.at + 3 * DAY - MINUTE;
        latest = latestAfter(reminder.at + 3 * DAY, zone);
      }
    }
    for (const parent of account.parents.filter((candidate) => candidate.consentAnswer))
      checkNeverAgreed(check, account, parent);
  }

  /** The parent asked at the start who never agrees: the request and its reminders only. */
  function checkNeverAgreed(_check: Check, account: CastAccount, parent: CastParent) {
    const endsAt = Math.min(account.trialEndsAt ?? Infinity, account.deletedAt ?? Infinity);
    const mine = acts.filter((act) => act.from === parent.phone);
    const reached = arrivals
      .filter((arrival) => arrival.to === parent.phone && arrival.at <= endsAt)
      .sort((a, b) => a.at - b.at);
    // A text that answers one of hers, in the minutes after it, is not news she was sent.
    const answersHer = (arrival: Arrival) =>
      mine.some((act) => arrival.at >= act.at && arrival.at <= act.at + 2 * run.stepMs);
    const requests = reached.filter((arrival) =>
      parent.checkInBy === 'call'
        ? arrival.channel === 'call'
        : arrival.channel === 'sms' && isConsentRequest(arrival.body),
    );
    for (const arrival of reached) {
      if (arrival.channel === 'sms' && isCheckInText(arrival.body))
        violate(11, `${parent.name}, who never agreed, got a check-in text`);
      else if (!requests.includes(arrival) && !answersHer(arrival))
        violate(
          11,
          `${parent.name}, who never agreed, got a ${arrival.channel} that is not her consent request: "${arrival.body.slice(0, 80)}"`,
        );
    }
    count(`parents who never agreed (${parent.consentAnswer}, by ${parent.checkInBy})`);
    const first = requests[0];
    const asked = nextWaking(run.start, parent.zone);
    if (!first) {
      if (asked + 30 * MINUTE < Math.min(endsAt, run.end))
        violate(11, `${parent.name} was never asked for her consent`);
      return;
    }
    if (first.at < asked || first.at > asked + 30 * MINUTE)
      violate(
        11,
        `${parent.name}'s consent request came at ${local(first.at, parent.zone).toFormat('yyyy-MM-dd HH:mm')}, due from ${local(asked, parent.zone).toFormat('yyyy-MM-dd HH:mm')}`,
      );
    const dates = requests.map((request) => local(request.at, parent.zone).toFormat('yyyy-MM-dd'));
    if (new Set(dates).size !== dates.length)
      violate(11, `${parent.name} was asked for her consent twice on one day`);
    for (const request of requests)
      if (request.at >= first.at + CONSENT_WINDOW)
        violate(
          11,
          `${parent.name} was asked for her consent at ${local(request.at, parent.zone).toFormat('yyyy-MM-dd HH:mm')}, after the seven days`,
        );
    // Her no on the consent call ends it: no call after.
    const no = mine.find((act) => act.kind === 'call' && act.body !== 'no-answer');
    if (parent.checkInBy === 'call' && no && requests.some((request) => request.at > no.at))
      violate(11, `${parent.name} was called again after saying no to the consent call`);
  }
}
