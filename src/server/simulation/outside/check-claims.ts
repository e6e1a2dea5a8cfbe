import { channelsOf, type CastAccount, type CastRecipient } from '../cast';
import type { Arrival } from '../observer';
import { MINUTE, type Check } from './check-context';
import { close, openFor, type OpenAlert, type ParentDay } from './days';
import { noticeAbout } from './notices';
import { LAPSE, lapsedBy, reopenNotice, type Hold } from './check-reopened';

/** Whether a claim's or a resolve's notice names this person as the one who acted. */
const saysWho = (arrival: Arrival, name: string) =>
  (arrival.subject ?? arrival.body).startsWith(`${name} `);

/** [7] "I'm on it" and "SHE'S OK" reach everyone else once; the claimer hears back. */
export function checkClaims(check: Check, days: ParentDay[]) {
  const { cast, arrivals, acts, run, violate, count, arrivalsFor } = check;
  const byPhone = new Map<string, { account: CastAccount; recipient: CastRecipient }>();
  for (const account of cast.accounts)
    for (const recipient of account.recipients)
      if (recipient.phone) byPhone.set(recipient.phone, { account, recipient });
  const held = new Map<OpenAlert, string>();
  /** Each alert's first claim: 60 minutes later, with no close, it opens again (check-reopened.ts). */
  const firstHolds = new Map<OpenAlert, Hold>();
  /** Alerts whose lapse already freed them: a claim after that holds them for good. */
  const reopened = new Set<OpenAlert>();
  for (const act of acts
    .filter((a) => a.outcome === 'claim' || a.outcome === 'resolve')
    .sort((a, b) => a.at - b.at || (a.seq ?? 0) - (b.seq ?? 0))) {
    const who = byPhone.get(act.from);
    if (!who) continue;
    count(`family ${act.outcome}s`);
    // The newest open alert the person was told of; alerts raised in the same minute are
    // equally newest, and the service may take any of them (one nobody holds yet, first): the
    // notices that went out say which it took.
    // Every alert a day raised: one closed by SHE'S OK and followed by a new plea was still
    // the open one for a claim made between them.
    const candidates = days
      .flatMap((day) => (day.alerts ?? []).map((alert) => ({ day, alert, parent: day.parent })))
      .filter(
        ({ day, alert }) =>
          who.recipient.parentIds.includes(day.parent.id) &&
          openFor(alert, act) &&
          act.at - alert.from < 48 * 60 * MINUTE,
      )
      .sort((a, b) => b.alert.from - a.alert.from);
    const newest = candidates.filter(
      (candidate) => candidates[0]!.alert.from - candidate.alert.from < MINUTE,
    );
    const kind = act.outcome === 'claim' ? 'claimed' : 'resolved';
    const named = ({ parent }: { parent: ParentDay['parent'] }) =>
      arrivals.some(
        (arrival) =>
          arrival.at >= act.at &&
          arrival.at < act.at + run.stepMs &&
          noticeAbout(arrival, parent.name) === kind &&
          saysWho(arrival, who.recipient.firstName),
      );
    // Two claims in one minute on two alerts of that minute take one each, and both are named in
    // that minute's notices (seed 61 at 30 x 4): the one nobody holds yet goes first.
    const free = ({ alert }: { alert: OpenAlert }) => !held.has(alert);
    const open =
      newest.length > 1
        ? (newest.find((candidate) => named(candidate) && free(candidate)) ??
          newest.find(named) ??
          newest.find(free) ??
          newest[0])
        : newest[0];
    const back = arrivals.filter(
      (arrival) =>
        arrival.to === act.from &&
        arrival.channel === 'sms' &&
        arrival.at >= act.at &&
        arrival.at <= act.at + 2 * run.stepMs,
    );
    if (!open) continue;
    // Open to everyone again once its first claim lapsed (docs/product.md §2.15): a claim made
    // after that is a first claim again. One made in the minutes it lapses came before or after
    // the re-opening: its answer ("Thanks" or "already on it") says which.
    const lapse = firstHolds.get(open.alert);
    // The family was told it is open again before this act: then it lapsed, even if a close
    // follows within the minutes lapsedBy cannot tell apart (seed 41 at 33 x 3: a claim and a
    // SHE'S OK in the same minute, nine minutes after the re-opening).
    const toldOpen =
      lapse !== undefined &&
      arrivals.some(
        (arrival) =>
          arrival.at >= lapse.at + LAPSE &&
          arrival.at < act.at &&
          reopenNotice(arrival, open.parent.name),
      );
    if (
      lapse &&
      !reopened.has(open.alert) &&
      held.has(open.alert) &&
      (toldOpen || lapsedBy(lapse, open.alert, act.at, run.stepMs))
    ) {
      const inTheMinutes = act.at < lapse.at + LAPSE + 2 * run.stepMs;
      const thanked = back.some((arrival) =>
        arrival.body.startsWith(`Thanks, ${who.recipient.firstName}.`),
      );
      if (toldOpen || !inTheMinutes || thanked) {
        held.delete(open.alert);
        reopened.add(open.alert);
      } else count('claims in the minutes an alert opened again, before it did');
    }
    const first = held.get(open.alert);
    const name = who.recipient.firstName;
    const when = ` (${act.outcome} at ${new Date(act.at).toISOString()})`;
    if (act.outcome === 'claim' && first) {
      if (!back.some((arrival) => arrival.body.startsWith(`${first} is already on it`)))
        violate(
          7,
          `${name}'s second claim on ${open.parent.name}'s alert was not told ${first} is on it${when}`,
        );
      continue;
    }
    if (!back.some((arrival) => arrival.body.startsWith(`Thanks, ${name}.`)))
      violate(
        7,
        `${name} got no confirmation of their ${act.outcome} of ${open.parent.name}'s alert${when}`,
      );
    if (!first) held.set(open.alert, name);
    if (!first && act.outcome === 'claim' && !firstHolds.has(open.alert))
      firstHolds.set(open.alert, { at: act.at, name, parent: open.parent, account: who.account });
    // The one who took it in hand is not told their own news.
    const echoed = arrivalsFor(who.recipient, act.at, act.at + 2 * run.stepMs + 1).filter(
      (arrival) => noticeAbout(arrival, open.parent.name) === kind && saysWho(arrival, name),
    );
    if (echoed.length > 0)
      violate(
        7,
        `${name} was told of their own ${act.outcome} of ${open.parent.name}'s alert${when}`,
      );
    for (const other of who.account.recipients.filter(
      (r) => r.key !== who.recipient.key && r.parentIds.includes(open.parent.id),
    )) {
      const channels = channelsOf(other, false);
      const told = arrivalsFor(other, act.at, act.at + 2 * run.stepMs + 1).filter(
        (arrival) => noticeAbout(arrival, open.parent.name) === kind && saysWho(arrival, name),
      );
      const want = (channels.sms ? 1 : 0) + (channels.email ? 1 : 0);
      if (told.length !== want)
        violate(
          7,
          `${other.key} was told ${told.length} times (not ${want}) that ${name} ${kind === 'claimed' ? 'is on it' : 'says all is well'} for ${open.parent.name}${when}`,
        );
    }
    if (act.outcome === 'resolve') close(open.alert, act);
  }
  return firstHolds;
}
