import { channelsOf, type CastAccount, type CastParent } from '../cast';
import type { Arrival } from '../observer';
import { waking, type Check } from './check-context';
import { isCheckInText } from './days';
import { noticeAbout } from './notices';
import { stoppedAt } from './stops';

/** The dates a parent's own PAUSE covers, in her zone; none if her number had stopped by then. */
export function pausedDates(
  check: Pick<Check, 'acts' | 'local'>,
  account: CastAccount,
  parent: CastParent,
) {
  if (!parent.pause) return [];
  const stopped = stoppedAt(check.acts, account, parent);
  if (stopped !== undefined && stopped <= parent.pause.at) return [];
  const first = check.local(parent.pause.at, parent.zone).startOf('day');
  return Array.from({ length: parent.pause.days }, (_, day) =>
    first.plus({ days: day }).toFormat('yyyy-MM-dd'),
  );
}

const pauseNotice = (arrival: Arrival, name: string) =>
  arrival.channel === 'email'
    ? (arrival.subject ?? '').startsWith(`${name}'s check-ins are paused through`)
    : arrival.channel === 'sms' && arrival.body.includes(`${name} texted us to pause`);
const resumeNotice = (arrival: Arrival, name: string) =>
  arrival.channel === 'email'
    ? (arrival.subject ?? '').startsWith(`${name}'s check-ins start again`)
    : arrival.channel === 'sms' && arrival.body.includes(`The pause is over: ${name}'s`);

/**
 * [16] A paused day (docs/product.md §2.14) sends her nothing and alerts nobody: it is paused,
 * never missed. [17] Her PAUSE is answered at once; everyone who follows her is told, in their
 * waking hours, who paused and through when, and told again, once, the day check-ins start
 * again; that day her check-in comes (the ordinary [2] reads its time).
 */
export function checkPauses(check: Check) {
  const { arrivals, violate, local, arrivalsFor } = check;
  for (const account of check.cast.accounts)
    for (const parent of account.parents) {
      const dates = pausedDates(check, account, parent);
      if (parent.pause && dates.length === 0) check.count('pauses texted after a STOP');
      if (!parent.pause || dates.length === 0) continue;
      check.count('parents who paused by text');
      const onPausedDay = (arrival: Arrival) =>
        dates.includes(local(arrival.at, parent.zone).toFormat('yyyy-MM-dd'));
      const sentHer = arrivals.filter(
        (arrival) =>
          arrival.to === parent.phone &&
          arrival.channel === 'sms' &&
          isCheckInText(arrival.body) &&
          onPausedDay(arrival),
      );
      if (sentHer.length > 0)
        violate(
          16,
          `${parent.name} got ${sentHer.length} check-ins on her paused days ${dates.join(', ')}`,
        );
      const confirmations = arrivals.filter(
        (arrival) =>
          arrival.to === parent.phone &&
          arrival.channel === 'sms' &&
          /paused through|en pausa hasta/.test(arrival.body),
      );
      if (
        confirmations.length !== 1 ||
        confirmations[0]!.at > parent.pause.at + 2 * check.run.stepMs
      )
        violate(17, `${parent.name}'s PAUSE got ${confirmations.length} answers, not one at once`);
      const resumeDate = local(parent.pause.at, parent.zone)
        .startOf('day')
        .plus({ days: parent.pause.days });
      for (const recipient of account.recipients.filter((r) => r.parentIds.includes(parent.id))) {
        const got = arrivalsFor(recipient, parent.pause.at, check.run.end);
        const alerts = got.filter((arrival) => {
          const told = noticeAbout(arrival, parent.name);
          return onPausedDay(arrival) && (told === 'no_response' || told === 'undeliverable');
        });
        if (alerts.length > 0)
          violate(16, `${recipient.key} was alerted about ${parent.name} on a paused day`);
        const channels = channelsOf(recipient, false);
        for (const [kind, matches] of [
          ['pause', pauseNotice],
          ['resume', resumeNotice],
        ] as const) {
          const notices = got.filter((arrival) => matches(arrival, parent.name));
          for (const channel of ['sms', 'email'] as const) {
            const received = notices.filter((arrival) => arrival.channel === channel);
            if (received.length !== (channels[channel] ? 1 : 0))
              violate(
                17,
                `${recipient.key} got ${received.length} ${kind} ${channel}s about ${parent.name}, not ${channels[channel] ? 1 : 0}`,
              );
          }
          for (const notice of notices) {
            if (notice.channel === 'sms' && !waking(notice.at, parent.zone))
              violate(
                17,
                `the ${kind} text about ${parent.name} reached ${recipient.key} at night`,
              );
            if (
              kind === 'resume' &&
              local(notice.at, parent.zone).toFormat('yyyy-MM-dd') !==
                resumeDate.toFormat('yyyy-MM-dd')
            )
              violate(
                17,
                `${recipient.key} was told ${parent.name}'s check-ins start again on another day than ${resumeDate.toFormat('yyyy-MM-dd')}`,
              );
          }
        }
      }
    }
}
