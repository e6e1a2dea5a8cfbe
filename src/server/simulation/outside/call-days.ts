import { DateTime } from 'luxon';
import type { CastAccount, CastParent } from '../cast';
import type { Act, Arrival } from '../observer';
import { checkInsEndAt, disturbed, MINUTE, type Check } from './check-context';
import { callOutcome } from './call-outcome';
import { raise, raisedBy, type ExpectedNotice, type ParentDay, type Told } from './days';
import { noticeAbout } from './notices';

/** A call parent's second call comes this long after the first: 5 minutes when busy, else 10. */
const redialMinutes = (action: string) => (action === 'busy' ? 5 : 10);

/** How one call ended without an answer, in the words the family's notice uses. */
const endings: Record<string, string> = {
  failed: 'the call could not be placed',
  'no-answer': 'nobody answered',
  busy: 'the line was busy',
};
// Every other act picked up and gave nothing the call could take: silence, a key the account's
// speech-only calls do not listen for, words a keypad-only call does not.
const ending = (action: string) =>
  endings[action] ?? 'the call was answered but no answer was given';

/**
 * A parent checked on by call (issue 23), from the outside: each day begins with a call at their
 * time; an answer tells the family; a call nobody answered (or a busy line, or a call that
 * could not connect) brings [9] a second call 10 (busy: 5) minutes later, and only then, if
 * that one brings nothing either, the alert saying how each ended. Nothing is ever texted to
 * them ([8], in check-language.ts).
 */
export function callDaysOf(check: Check, account: CastAccount, parent: CastParent): ParentDay[] {
  const { arrivals, acts, run, local } = check;
  const soon = 2 * run.stepMs;
  // After the account's check-ins stopped, a call is the notice that they did ([12], [14]).
  const calls = arrivals
    .filter(
      (arrival) =>
        arrival.to === parent.phone &&
        arrival.channel === 'call' &&
        arrival.at < checkInsEndAt(account),
    )
    .sort((a, b) => a.at - b.at);
  const actOn = (call: Arrival): Act | undefined =>
    acts.find((act) => act.from === parent.phone && act.kind === 'call' && act.at === call.at);
  /** What a call came to: its act, or "failed" for one the network could not connect. */
  const actionOf = (call: Arrival) => (call.delivered ? actOn(call)?.body : 'failed');

  const byDate = new Map<string, Arrival[]>();
  for (const call of calls) {
    const date = local(call.at, parent.zone).toFormat('yyyy-MM-dd');
    byDate.set(date, [...(byDate.get(date) ?? []), call]);
  }
  const dates = [...byDate.keys()];
  return dates.map((localDate, index) => {
    const [first, second, ...more] = byDate.get(localDate)!;
    // A day the outage or the account's stop cut into is read by [12]-[14].
    const violate: Check['violate'] = disturbed(check, account, first!.at)
      ? () => {}
      : check.violate;
    const end = byDate.get(dates[index + 1] ?? '')?.[0]!.at ?? run.end;
    const day: ParentDay = {
      parent,
      at: first!.at,
      end,
      delivered: true,
      localDate,
      notices: [],
      replies: [],
      stopped: false,
    };
    const expect = (kind: Told, at: number, extra: Partial<ExpectedNotice> = {}) =>
      day.notices.push({ kind, from: at, by: at + soon, ...extra });
    if (more.length > 0)
      violate(9, `${parent.name} was called ${2 + more.length} times on ${localDate}, not 2`);

    /** The day after one call: answered, stopped, or missed (and how). */
    const settle = (call: Arrival, firstEnding?: string) => {
      const action = actionOf(call);
      if (action === undefined) return 'open' as const;
      const outcome = action === 'failed' ? {} : callOutcome(action, account.voiceResponse);
      const act = actOn(call);
      const at = act?.at ?? call.at;
      // A call that could not connect failed as the service placed it, before anyone acted.
      const alert = () => (act ? raisedBy(act, run.end) : { from: at, until: run.end });
      if (outcome.stopped) {
        day.stopped = true;
        return 'done' as const;
      }
      if (outcome.answer) {
        expect(outcome.answer, at);
        if (outcome.answer === 'no') raise(day, alert());
        return 'done' as const;
      }
      if (firstEnding === undefined) return ending(action);
      expect('no_response', at, {
        reason: `the first time ${firstEnding}, and when we called again ${ending(action)}`,
      });
      raise(day, alert());
      return 'done' as const;
    };

    const firstEnding = settle(first!);
    if (firstEnding === 'open' || firstEnding === 'done') {
      if (second && firstEnding === 'done')
        violate(
          9,
          `${parent.name} was called again on ${localDate} after the first call settled it`,
        );
      return day;
    }
    // [9] The first call brought nothing: a second one, at its time, before anyone is told.
    const wait = redialMinutes(actionOf(first!)!) * MINUTE;
    const toldEarly = arrivals.some(
      (arrival) =>
        arrival.at >= first!.at &&
        arrival.at < (second?.at ?? end) &&
        account.recipients.some(
          (recipient) =>
            recipient.parentIds.includes(parent.id) &&
            (arrival.to === recipient.phone || arrival.to === recipient.email),
        ) &&
        noticeAbout(arrival, parent.name) === 'no_response',
    );
    if (toldEarly)
      violate(
        9,
        `the family was told ${parent.name} did not respond on ${localDate} before a second call`,
      );
    if (!second) {
      if (first!.at + wait + soon < run.end)
        violate(
          9,
          `${parent.name} was not called a second time on ${localDate} after ${firstEnding}`,
        );
      return day;
    }
    if (second.at < first!.at + wait - MINUTE || second.at > first!.at + wait + soon)
      violate(
        9,
        `${parent.name}'s second call on ${localDate} came ${Math.round((second.at - first!.at) / MINUTE)} minutes after the first, not ${wait / MINUTE}`,
      );
    check.count('second calls');
    settle(second, firstEnding);
    return day;
  });
}

/** The local date a call parent's day is due on, for the send-time check. */
export const firstCallsOf = (check: Check, parent: CastParent, before = Infinity) => {
  const seen = new Set<string>();
  return check.arrivals
    .filter(
      (arrival) => arrival.to === parent.phone && arrival.channel === 'call' && arrival.at < before,
    )
    .sort((a, b) => a.at - b.at)
    .filter((arrival) => {
      const date = DateTime.fromMillis(arrival.at, { zone: parent.zone }).toFormat('yyyy-MM-dd');
      if (seen.has(date)) return false;
      seen.add(date);
      return true;
    });
};
