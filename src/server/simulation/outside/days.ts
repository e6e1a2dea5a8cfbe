import { DateTime } from 'luxon';
import type { CastAccount, CastParent } from '../cast';
import type { Act, Arrival } from '../observer';
import { isCheckInBody } from '../people';
import { callOutcome } from './call-outcome';

/**
 * A parent's day as the outside sees it: when the check-in text reached (or failed to reach)
 * their phone, and what they and the call did afterwards; from that, what the family must be
 * told, and when. This is the oracle: it follows docs/product.md §2 from the people's acts, not from
 * the service's records.
 */
export type Told = 'ok' | 'no' | 'no_response' | 'undeliverable' | 'late' | 'info';

export interface ExpectedNotice {
  kind: Told;
  /** From when it may arrive, and by when it must. */
  from: number;
  by: number;
  /** For info forwards and alerts with words: the parent's words. */
  words?: string;
  /** For no_response: words the notice must hold about how the day ended. */
  reason?: string;
}

export interface ParentDay {
  parent: CastParent;
  /** When the check-in text reached the phone (or the network gave up on it). */
  at: number;
  end: number;
  delivered: boolean;
  localDate: string;
  notices: ExpectedNotice[];
  /** Texts the parent must get back, each within the step allowance of `from`. */
  replies: { text: string; from: number; by: number }[];
  /**
   * The day's latest alert, for claims: from when, and until it closed. The next day's check-in
   * does not close it: an alert can be taken in hand for 48 hours (check-claims.ts).
   */
  alert?: OpenAlert;
  /**
   * Every alert the day raised, in order: one closed by SHE'S OK and followed by her new plea
   * is still the one a claim made between them found open.
   */
  alerts?: OpenAlert[];
  /** The follow-up call must ring by this time (when one is due). */
  callBy?: number;
  stopped: boolean;
}

export const isCheckInText = isCheckInBody;

/**
 * What a parent must read back, in their language: the oracle's own words for the service's
 * replies, kept apart from the service's wording so a wrong language shows.
 */
export const repliesFor = (parent: CastParent) =>
  parent.language === 'es'
    ? {
        thanks: `¡Gracias, ${parent.nickname}!`,
        familyTold: 'Su familia ya fue notificada',
        askAgain: '¡Gracias por su mensaje! Por favor responda SÍ',
      }
    : {
        thanks: `Thank you, ${parent.nickname}!`,
        familyTold: 'Your family has been notified',
        askAgain: 'Thanks for your message! Please reply YES',
      };

/**
 * An alert's span; `openedBy` is the act that raised it and `closedBy` the act that closed it,
 * when one did.
 */
export interface OpenAlert {
  from: number;
  until: number;
  openedBy?: Act;
  closedBy?: Act;
}

/** The alert an act raises (a plea, a NO on the call, a call that brought nothing). */
export const raisedBy = (act: Act, until: number): OpenAlert => ({
  from: act.at,
  until,
  openedBy: act,
});

/**
 * Whether an act found the alert open: after it was raised, or in the same minute as the act
 * that raised it and after that act; and before it closed, or in the same minute as the act that
 * closed it and not after that act (the closing act itself found it open).
 */
export const openFor = (alert: OpenAlert, act: Act) =>
  (alert.from < act.at ||
    (alert.from === act.at && (alert.openedBy?.seq ?? 0) <= (act.seq ?? 0))) &&
  (act.at < alert.until ||
    (act.at === alert.until &&
      alert.closedBy !== undefined &&
      (act.seq ?? 0) <= (alert.closedBy.seq ?? 0)));

/** A day's new alert: its latest, and one more of all it raised. */
export const raise = (day: ParentDay, alert: OpenAlert) => {
  day.alert = alert;
  day.alerts = [...(day.alerts ?? []), alert];
};

/** Closes an alert with the act that closed it. */
export const close = (alert: OpenAlert | undefined, act: Act) => {
  if (!alert) return;
  alert.until = act.at;
  alert.closedBy = act;
};

const MINUTE = 60_000;
const CALL_MINUTES = 15;
const REPORT_GRACE_MINUTES = 30;

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
