import { DateTime } from 'luxon';
import type { CastAccount, CastParent } from '../cast';
import type { Act, Arrival } from '../observer';
import { close, raise, raisedBy } from './alerts';
import { callOutcome } from './call-outcome';
import { isWeatherText } from './weather';
import {
  isCheckInText,
  repliesFor,
  type ExpectedNotice,
  type ParentDay,
  type Told,
} from './parent-day';

export { close, openFor, raise, raisedBy } from './alerts';
export {
  isCheckInText,
  repliesFor,
  type ExpectedNotice,
  type OpenAlert,
  type ParentDay,
  type Told,
} from './parent-day';

const MINUTE = 60_000;
const CALL_MINUTES = 15;
const REPORT_GRACE_MINUTES = 30;

/**
 * A parent's days (parent-day.ts), one per check-in text that reached (or failed to reach) the
 * phone: from what the parent, the family and the call did after it, what the family must be
 * told and when, what the parent must read back, and the alerts the day raised.
 */
export function daysOf(
  account: CastAccount,
  parent: CastParent,
  arrivals: Arrival[],
  acts: Act[],
  runEnd: number,
  stepMs: number,
): ParentDay[] {
  // "SHE'S OK" from anyone told of this parent closes an open alert (and changes what her own
  // later YES does); claims leave the day as it is.
  const told = new Set(
    account.recipients
      .filter((recipient) => recipient.parentIds.includes(parent.id) && recipient.phone)
      .map((recipient) => recipient.phone!),
  );
  // With several parents, the person's SHE'S OK may close another parent's alert: the service's
  // thanks to them names the parent it closed (check-claims.ts holds the service to its rule
  // for which alert that is).
  const firstName = parent.name.split(' ')[0]!;
  const closes = acts.filter(
    (act) =>
      act.outcome === 'resolve' &&
      told.has(act.from) &&
      arrivals.some(
        (arrival) =>
          arrival.to === act.from &&
          arrival.channel === 'sms' &&
          arrival.at >= act.at &&
          arrival.at < act.at + stepMs &&
          arrival.body.startsWith('Thanks, ') &&
          arrival.body.endsWith(` the others ${firstName} is OK.`),
      ),
  );
  const soon = 2 * stepMs;
  const attempts = arrivals
    .filter(
      (arrival) =>
        arrival.to === parent.phone && arrival.channel === 'sms' && isCheckInText(arrival.body),
    )
    .sort((a, b) => a.at - b.at);
  const mine = acts.filter((act) => act.from === parent.phone).sort((a, b) => a.at - b.at);
  const delay = account.followUpMinutes * MINUTE;
  const grace = parent.faults.texts === 'no-report' ? REPORT_GRACE_MINUTES * MINUTE : 0;

  return attempts.map((attempt, index) => {
    const end = attempts[index + 1]?.at ?? runEnd;
    const day: ParentDay = {
      parent,
      at: attempt.at,
      end,
      delivered: attempt.delivered,
      localDate: DateTime.fromMillis(attempt.at, { zone: parent.zone }).toFormat('yyyy-MM-dd'),
      ...(isWeatherText(attempt.body) ? { weather: true } : {}),
      notices: [],
      replies: [],
      stopped: false,
    };
    const expect = (kind: Told, at: number, extra: Partial<ExpectedNotice> = {}) =>
      day.notices.push({ kind, from: at, by: at + soon, ...extra });
    const toParent = (text: string, at: number) =>
      day.replies.push({ text, from: at, by: at + soon });
    const words = repliesFor(parent);
    let decided: 'ok' | 'no' | 'missed' | 'resolved' | 'stopped' | undefined;
    let askedAgain = false;

    if (!attempt.delivered) {
      decided = 'missed';
      expect('undeliverable', attempt.at);
      raise(day, { from: attempt.at, until: runEnd });
    }
    const deadline = attempt.at + delay + grace + CALL_MINUTES * MINUTE + soon;
    const due = attempt.at + delay + grace;
    // The follow-up sweep runs on the minute. With a delivery report the delay counts from the
    // report, a moment after the minute the text went out, so the sweep that finds it due is the
    // next minute's; without one it counts from the send, on the minute itself. A reply that
    // comes in between is in time.
    const sweptAt =
      grace > 0
        ? Math.floor(attempt.at / MINUTE) * MINUTE + delay + grace
        : Math.ceil(due / MINUTE) * MINUTE;
    // The follow-up comes at its time whatever the parent does later: with calls off, or a
    // number whose calls cannot connect, it is the alert itself. Within a step the engine's
    // follow-up runs first, then the people act.
    const followUp: Act[] =
      attempt.delivered && (!account.callsOn || parent.faults.calls === 'failed')
        ? [
            {
              at: sweptAt,
              from: parent.phone,
              kind: 'call',
              body: account.callsOn ? 'failed' : 'calls-off',
            },
          ]
        : [];
    // At the same minute, the follow-up first, then the people's acts in the order they did
    // them: a call placed while a text was on its way rang after it, and the text won.
    const order = (act: Act) => (act.body === 'failed' || act.body === 'calls-off' ? 0 : 1);
    const inDay = (act: Act) => act.at > attempt.at && act.at < end;
    const timeline = [...followUp, ...mine.filter(inDay), ...closes.filter(inDay)].sort(
      (a, b) => a.at - b.at || order(a) - order(b) || (a.seq ?? 0) - (b.seq ?? 0),
    );
    for (const act of timeline) {
      if (act.outcome === 'resolve') {
        if (decided === 'no' || decided === 'missed') {
          decided = 'resolved';
          close(day.alert, act);
        }
        continue;
      }
      if (act.kind === 'call') {
        if (decided) continue;
        const outcome = callOutcome(act.body, account.voiceResponse);
        if (outcome.stopped) {
          decided = 'stopped';
          day.stopped = true;
        } else if (outcome.answer) {
          decided = outcome.answer;
          expect(outcome.answer, act.at);
          if (outcome.answer === 'no') raise(day, raisedBy(act, runEnd));
        } else {
          decided = 'missed';
          // Calls off or failing: due at the follow-up time, within the call's time after it.
          // Without a delivery report the engine counts the delay from the minute it queued the
          // text, which the phone receives a moment later: the alert may come that much early.
          expect('no_response', act.at, {
            reason: outcome.missed,
            ...(order(act) === 0 ? { from: act.at - (grace > 0 ? MINUTE : 0), by: deadline } : {}),
          });
          raise(day, raisedBy(act, runEnd));
        }
        continue;
      }
      const outcome = act.outcome;
      if (outcome === 'opt_out') {
        if (!decided) decided = 'stopped';
        day.stopped = true;
        continue;
      }
      // Her own PAUSE (docs/product.md §2.14) is no answer to the day: one still open ends there,
      // as after a STOP, with nothing more to anyone (the pause's notices are [17]'s); one
      // already decided, or alerted about, stays as it is.
      if (outcome === 'pause') {
        if (!decided) decided = 'stopped';
        continue;
      }
      if (outcome === 'opt_in' || day.stopped) continue;
      if (outcome === 'other') {
        expect('info', act.at, { words: act.body });
        if (!decided && !askedAgain) {
          askedAgain = true;
          toParent(words.askAgain, act.at);
        }
        continue;
      }
      const plea = outcome === 'needs_help' || outcome === 'help';
      if (!decided) {
        decided = plea ? 'no' : 'ok';
        expect(decided, act.at, plea ? { words: act.body } : {});
        toParent(plea ? words.familyTold : words.thanks, act.at);
        if (plea) raise(day, raisedBy(act, runEnd));
      } else if (decided === 'resolved') {
        // Her own word after the family closed it: a YES is news, a plea a new alert.
        if (plea) {
          decided = 'no';
          expect('no', act.at, { words: act.body });
          toParent(words.familyTold, act.at);
          raise(day, raisedBy(act, runEnd));
        } else {
          decided = 'ok';
          expect('late', act.at);
          toParent(words.thanks, act.at);
        }
      } else if (decided === 'missed') {
        expect('late', act.at);
        toParent(plea ? words.familyTold : words.thanks, act.at);
        // A late YES closes the alert; a late NO keeps it open.
        if (!plea) close(day.alert, act);
        decided = plea ? 'no' : 'ok';
      } else if (decided === 'ok' && plea) {
        // A plea after a YES is a new alert.
        decided = 'no';
        expect('no', act.at, { words: act.body });
        toParent(words.familyTold, act.at);
        raise(day, raisedBy(act, runEnd));
      } else if (decided === 'no' && !plea) {
        expect('info', act.at, { words: act.body });
      } else if (decided === 'no' && plea) {
        expect('info', act.at, { words: act.body });
      }
    }
    if (!decided && attempt.delivered && !day.stopped && account.callsOn) {
      // Silence with calls on: the call must ring by the delay plus the call's time (it was
      // answered, or not, above when it came).
      day.callBy = deadline;
      raise(day, { from: due, until: runEnd });
    }
    return day;
  });
}
