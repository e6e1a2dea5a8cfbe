import { DateTime } from 'luxon';
import { channelsOf, type CastAccount, type CastParent, type CastRecipient } from '../cast';
import type { Arrival } from '../observer';
import { formatDollars, monthlyPrice } from '@/shared/pricing';
import { DAY, MINUTE, nextWaking, waking, zoneOf, type Check } from './check-context';
import { isCheckInText } from './days';
import { stoppedAt } from './stops';

/** Demo billing ends a trial in its five-minute slot; the stop is told the next minute. */
const TOLD_WITHIN = 6 * MINUTE;

/**
 * What a parent is told when her check-in stops, in the oracle's own words: a text, or the call
 * that says it (docs/product.md §2.12, decision 036).
 */
const parentStopWords = {
  en: { text: 'your daily check-in has stopped', call: 'Your daily check-in call has stopped' },
  es: { text: 'Su mensaje diario se ha detenido', call: 'Su llamada diaria se ha detenido' },
} as const;

/** The parents whose check-in was running at `at`: they, and who follows them, are told. */
const runningAt = (check: Check, account: CastAccount, at: number) =>
  account.parents.filter((parent) => {
    const stopped = stoppedAt(check.acts, account, parent);
    return (
      parent.enabled &&
      parent.consented &&
      account.subscribed &&
      (stopped === undefined || stopped > at)
    );
  });

/**
 * Each parent, member and owner told of a stop at `at`, once, in waking hours where they live,
 * in the parent's language and by her channel; nobody else. `memberSays` tells a member's
 * notice (text or e-mail) from the rest; the owner's own notices are checked by the caller.
 */
function checkStopTold(
  check: Check,
  invariant: number,
  account: CastAccount,
  at: number,
  memberSays: (arrival: Arrival) => boolean,
) {
  const { arrivals, run, violate, count, local } = check;
  const running = runningAt(check, account, at);
  // A trial ends in the service's minute, before what that minute sends; a deletion comes at
  // the people's turn, after it: what it sends is seen at the next minute run.
  const since = invariant === 12 ? at : at + 1;
  const soon = 2 * run.stepMs;
  /**
   * Due from the first waking moment after the stop, by a few minutes after it; when that
   * moment fell in the outage, as the service came back.
   */
  const { outage } = check.cast;
  const dueBy = (zone: string) => {
    const due = nextWaking(at + TOLD_WITHIN, zone);
    return (outage && due >= outage.from && due <= outage.to ? outage.to : due) + soon;
  };
  const inTime = (arrival: Arrival, zone: string) =>
    arrival.at >= nextWaking(at, zone) && arrival.at <= dueBy(zone) && waking(arrival.at, zone);
  const horizon = (zone: string) => dueBy(zone) < run.end;
  const when = (arrival: Arrival, zone: string) =>
    local(arrival.at, zone).toFormat('yyyy-MM-dd HH:mm');
  for (const parent of account.parents) {
    const words = parentStopWords[parent.language];
    const after = arrivals.filter((arrival) => arrival.to === parent.phone && arrival.at >= since);
    const told =
      parent.checkInBy === 'call'
        ? after.filter((arrival) => arrival.channel === 'call' && isStopCall(arrival, parent))
        : after.filter((arrival) => arrival.channel === 'sms' && arrival.body.includes(words.text));
    const want = running.includes(parent) ? 1 : 0;
    if (told.length !== want && (want === 0 || horizon(parent.zone)))
      violate(
        invariant,
        `${parent.name} was told ${told.length} times that her check-in stopped, not ${want}`,
      );
    for (const notice of told) {
      count(`parents told check-ins stopped (${invariant === 12 ? 'trial' : 'deleted'})`);
      if (!inTime(notice, parent.zone))
        violate(
          invariant,
          `${parent.name} was told her check-in stopped at ${when(notice, parent.zone)} local, the stop at ${local(at, parent.zone).toFormat('yyyy-MM-dd HH:mm')}`,
        );
      if (notice.channel === 'call' && notice.transcript && !notice.transcript.includes(words.call))
        violate(invariant, `${parent.name}'s call did not say, in her language, that it stopped`);
    }
    // A check-in after the stop (the minute demo billing ends a trial in aside); a call parent's
    // second call for a day begun before it is not one.
    const followsUp = (call: Arrival) =>
      arrivals.some(
        (earlier) =>
          earlier.to === parent.phone &&
          earlier.channel === 'call' &&
          earlier.at <= at &&
          call.at - earlier.at < 2 * 60 * MINUTE,
      );
    for (const arrival of after.filter((item) => item.at >= at + 5 * MINUTE))
      if (
        (arrival.channel === 'sms' && isCheckInText(arrival.body)) ||
        (parent.checkInBy === 'call' &&
          arrival.channel === 'call' &&
          !told.includes(arrival) &&
          !followsUp(arrival))
      )
        violate(
          invariant,
          `${parent.name} got a check-in at ${when(arrival, parent.zone)} local after her account's check-ins stopped`,
        );
  }
  for (const member of account.recipients.filter((recipient) => !recipient.owner)) {
    const followed = running.filter((parent) => member.parentIds.includes(parent.id));
    const channels = channelsOf(member, false);
    const zone = followed[0]?.zone ?? zoneOf(account, member);
    const told = check.arrivalsFor(member, since, Infinity).filter(memberSays);
    for (const channel of ['sms', 'email'] as const) {
      const want = followed.length > 0 && channels[channel] ? 1 : 0;
      const got = told.filter((arrival) => arrival.channel === channel);
      if (got.length !== want && (want === 0 || horizon(zone)))
        violate(
          invariant,
          `${member.key} got ${got.length} ${channel} notices that check-ins stopped, not ${want}`,
        );
    }
    for (const notice of told) {
      count(`family told check-ins stopped (${invariant === 12 ? 'trial' : 'deleted'})`);
      if (!inTime(notice, zone))
        violate(
          invariant,
          `${member.key} was told check-ins stopped at ${when(notice, zone)} local, the stop at ${local(at, zone).toFormat('yyyy-MM-dd HH:mm')}`,
        );
    }
  }
  return { inTime, horizon, running };
}

/** A call after the stop that said so, or one not answered (it can only be the notice). */
const isStopCall = (arrival: Arrival, parent: CastParent) =>
  !arrival.transcript || arrival.transcript.includes(parentStopWords[parent.language].call);

const memberArrivals = (check: Check, recipient: CastRecipient, at: number) =>
  check.arrivalsFor(recipient, at + 1, Infinity);

/**
 * [12] A trial that ends with nobody paying (decision 036): the owner is e-mailed 3 days and 1
 * day before, in her waking hours, naming the date and the month's price for her family (a mark
 * passed while a later one is due is not sent); when it ends she is e-mailed at once that the
 * check-ins stopped (and texted in her waking hours if she takes texts), each parent whose
 * check-in ran is told in her language by her channel, each member who follows one by her
 * channels, in their waking hours; no check-in reaches the account's parents after.
 */
export function checkTrialEnds(check: Check) {
  const { cast, arrivals, run, violate, count, local } = check;
  for (const account of cast.accounts.filter((candidate) => candidate.trialEndsAt !== undefined)) {
    const end = account.trialEndsAt!;
    const owner = account.recipients.find((recipient) => recipient.owner)!;
    const zone = account.ownerZone;
    const members = account.recipients.filter((recipient) => !recipient.owner).length;
    const price = `${formatDollars(monthlyPrice(account.parents.length, members).totalCents)}/month`;
    const date = DateTime.fromMillis(end, { zone }).toFormat('cccc, LLLL d');
    const reminders = arrivals.filter(
      (arrival) =>
        arrival.to === owner.email && (arrival.subject ?? '').startsWith('Your free trial ends on'),
    );
    // A reminder whose waking moment fell in the outage is due as the service comes back (in
    // the owner's waking hours): no minute of the outage runs, so nothing could send it then.
    const { outage } = cast;
    const expected = [3, 1].flatMap((days) => {
      const waking = nextWaking(Math.max(end - days * DAY, run.start + MINUTE), zone);
      const at =
        outage && waking >= outage.from && waking <= outage.to
          ? nextWaking(outage.to, zone)
          : waking;
      return at < end && (days === 1 || end - at > DAY) ? [{ days, at }] : [];
    });
    if (reminders.length !== expected.length)
      violate(12, `${owner.key} got ${reminders.length} trial reminders, not ${expected.length}`);
    for (const [index, want] of expected.entries()) {
      const reminder = reminders[index];
      if (!reminder) continue;
      count('trial reminders received');
      if (reminder.at < want.at || reminder.at > want.at + 2 * run.stepMs + 2 * MINUTE)
        violate(
          12,
          `${owner.key}'s ${want.days}-day trial reminder came at ${local(reminder.at, zone).toFormat('yyyy-MM-dd HH:mm')}, due ${local(want.at, zone).toFormat('yyyy-MM-dd HH:mm')}`,
        );
      if (!reminder.subject!.includes(date) || !reminder.body.includes(price))
        violate(
          12,
          `${owner.key}'s trial reminder does not name ${date} and ${price}: "${reminder.subject}"`,
        );
    }
    // The owner: an e-mail at once, a text in her waking hours if she takes texts.
    const stopMail = arrivals.filter(
      (arrival) => arrival.to === owner.email && arrival.subject === 'Daily check-ins have stopped',
    );
    if (
      stopMail.length !== 1 ||
      stopMail[0]!.at < end ||
      stopMail[0]!.at > end + TOLD_WITHIN + 2 * run.stepMs
    )
      violate(
        12,
        `${owner.key} got ${stopMail.length} e-mails that check-ins stopped${stopMail[0] ? `, the first at ${new Date(stopMail[0].at).toISOString()}` : ''}, not one as the trial ended at ${new Date(end).toISOString()}`,
      );
    const { inTime, horizon } = checkStopTold(check, 12, account, end, (arrival) =>
      arrival.channel === 'email'
        ? /^The daily check-in for .* has stopped$/.test(arrival.subject ?? '')
        : /^Family Check-In: The daily check-in for .* has stopped because/.test(arrival.body),
    );
    const ownerTexts = owner.phone
      ? arrivals.filter(
          (arrival) =>
            arrival.to === owner.phone &&
            arrival.channel === 'sms' &&
            / have stopped because /.test(arrival.body),
        )
      : [];
    const wantText = channelsOf(owner, false).sms ? 1 : 0;
    if (ownerTexts.length !== wantText && (wantText === 0 || horizon(zone)))
      violate(
        12,
        `${owner.key} got ${ownerTexts.length} texts that check-ins stopped, not ${wantText}`,
      );
    for (const text of ownerTexts)
      if (!inTime(text, zone))
        violate(
          12,
          `${owner.key} was texted that check-ins stopped at ${local(text.at, zone).toFormat('yyyy-MM-dd HH:mm')} local`,
        );
  }
}

/**
 * [14] A deleted account (decision 036): after the deletion nothing reaches its people but the
 * farewell: each parent whose check-in ran is told once, in her language by her channel, each
 * member who follows one by her channels, in their waking hours; the owner gets the deletion's
 * confirmation and nothing else; no check-in after.
 */
export function checkDeletions(check: Check) {
  const { cast, arrivals, violate, local } = check;
  for (const account of cast.accounts.filter((candidate) => candidate.deletedAt !== undefined)) {
    const at = account.deletedAt!;
    const farewell = (arrival: Arrival) =>
      arrival.channel === 'email'
        ? /^The daily check-in for .* has stopped$/.test(arrival.subject ?? '')
        : /^Family Check-In: The daily check-in for .* has stopped: .* deleted the Family Check-In account/.test(
            arrival.body,
          );
    checkStopTold(check, 14, account, at, farewell);
    // Nothing else: to a parent, only her notice; to a member, only the farewell.
    for (const parent of account.parents) {
      const words = parentStopWords[parent.language];
      for (const arrival of arrivals.filter((item) => item.to === parent.phone && item.at > at))
        if (
          !(arrival.channel === 'sms' && arrival.body.includes(words.text)) &&
          !(arrival.channel === 'call' && isStopCall(arrival, parent))
        )
          violate(
            14,
            `${parent.name} got a ${arrival.channel} after the account was deleted: "${arrival.body.slice(0, 80)}"`,
          );
    }
    for (const recipient of account.recipients) {
      for (const arrival of memberArrivals(check, recipient, at)) {
        const confirmation =
          recipient.owner && /account has been deleted$/.test(arrival.subject ?? '');
        if (!confirmation && (recipient.owner || !farewell(arrival)))
          violate(
            14,
            `${recipient.key} got a ${arrival.channel} at ${local(arrival.at, account.ownerZone).toFormat('yyyy-MM-dd HH:mm')} after the account was deleted: "${arrival.subject ?? arrival.body.slice(0, 80)}"`,
          );
      }
    }
    const owner = account.recipients.find((recipient) => recipient.owner)!;
    if (
      !arrivals.some(
        (arrival) =>
          arrival.to === owner.email && /account has been deleted$/.test(arrival.subject ?? ''),
      )
    )
      violate(14, `${owner.key} was not told the account was deleted`);
  }
}
