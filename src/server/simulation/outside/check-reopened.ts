import type { CastAccount } from '../cast';
import { channelsOf } from '../cast';
import type { Arrival } from '../observer';
import { disturbed, MINUTE, type Check } from './check-context';
import type { OpenAlert, ParentDay } from './days';

/** How long a claim holds an alert without "SHE'S OK" (docs/product.md §2.15). */
export const LAPSE = 60 * MINUTE;

/** An alert's first "I'm on it": who, when, about whom. */
export interface Hold {
  at: number;
  name: string;
  parent: ParentDay['parent'];
  account: CastAccount;
}

/** Whether the alert was still open, unclosed by anyone, when its first claim lapsed. */
export const lapsedBy = (hold: Hold, alert: OpenAlert, at: number, stepMs: number) =>
  at >= hold.at + LAPSE &&
  (alert.closedBy === undefined || alert.closedBy.at > hold.at + LAPSE + 2 * stepMs);

/** The notice that an alert about `parentName` is open to everyone again. */
export const reopenNotice = (arrival: Arrival, parentName: string) =>
  arrival.channel === 'email'
    ? arrival.subject === `The alert about ${parentName} is open again`
    : arrival.channel === 'sms' &&
      arrival.body.includes(`so the alert about ${parentName} is open again`);

/**
 * [18] An alert taken in hand with no "SHE'S OK" (and no answer of hers) within 60 minutes is
 * opened again to everyone who follows her, the one who took it included, by each chosen
 * channel, once; one closed before then is not.
 */
export function checkReopened(check: Check, holds: Map<OpenAlert, Hold>) {
  const { run, violate, count, arrivalsFor } = check;
  for (const [alert, hold] of holds) {
    const due = hold.at + LAPSE;
    if (due + 3 * run.stepMs > run.end || disturbed(check, hold.account, hold.at)) continue;
    const closedFirst = alert.closedBy !== undefined && alert.closedBy.at < due - run.stepMs;
    const stillOpen = lapsedBy(hold, alert, due + 2 * run.stepMs, run.stepMs);
    if (!closedFirst && !stillOpen) {
      count('alerts closed in the minutes their claim lapsed');
      continue;
    }
    count(stillOpen ? 'claims that lapsed' : 'claims closed within the hour');
    for (const recipient of hold.account.recipients.filter((r) =>
      r.parentIds.includes(hold.parent.id),
    )) {
      const channels = channelsOf(recipient, false);
      const got = arrivalsFor(recipient, hold.at, due + 2 * run.stepMs + 1).filter((arrival) =>
        reopenNotice(arrival, hold.parent.name),
      );
      for (const channel of ['sms', 'email'] as const) {
        const want = stillOpen && channels[channel] ? 1 : 0;
        const received = got.filter((arrival) => arrival.channel === channel);
        if (received.length !== want)
          violate(
            18,
            `${recipient.key} got ${received.length} ${channel}s that ${hold.name}'s claim on ${hold.parent.name}'s alert (${new Date(hold.at).toISOString()}) lapsed, not ${want}`,
          );
        for (const arrival of received)
          if (arrival.at < due)
            violate(18, `${hold.parent.name}'s alert opened again before 60 minutes`);
      }
    }
  }
}
