import { DateTime } from 'luxon';
import type { Cast, CastAccount, CastRecipient } from '../cast';
import type { Act, Arrival } from '../observer';

export const MINUTE = 60_000;
export const DAY = 86_400_000;
/** Violations listed word for word; the rest are only counted. */
const LISTED = 60;

export interface RunWindow {
  start: number;
  end: number;
  stepMs: number;
}

/**
 * What every check of a run reads (the cast, what arrived, what the people did) and how it
 * reports: a numbered violation, or one more of a counted thing.
 */
export interface Check {
  cast: Cast;
  arrivals: Arrival[];
  acts: Act[];
  run: RunWindow;
  /** Days before this had time for their outcome to arrive. */
  settled: number;
  violate(invariant: number, message: string): void;
  count(key: string): void;
  local(at: number, zone: string): DateTime;
  /** Minutes after local midnight. */
  minutesOf(at: number, zone: string): number;
  /** What reached a recipient's e-mail or phone (texts) in [from, to). */
  arrivalsFor(recipient: CastRecipient, from: number, to: number): Arrival[];
}

/** The checks' shared reading of a run, and the violations and counts they collect. */
export function startCheck(cast: Cast, arrivals: Arrival[], acts: Act[], run: RunWindow) {
  const violations: string[] = [];
  /** Every violation counted by its invariant, the listed ones and the rest. */
  const broken: Record<number, number> = {};
  const counts: Record<string, number> = {};
  const local = (at: number, zone: string) => DateTime.fromMillis(at, { zone });
  const check: Check = {
    cast,
    arrivals,
    acts,
    run,
    settled: run.end - 3 * 60 * MINUTE,
    violate: (invariant, message) => {
      broken[invariant] = (broken[invariant] ?? 0) + 1;
      if (violations.length < LISTED) violations.push(`[${invariant}] ${message}`);
    },
    count: (key) => {
      counts[key] = (counts[key] ?? 0) + 1;
    },
    local,
    minutesOf: (at, zone) => {
      const time = local(at, zone);
      return time.hour * 60 + time.minute;
    },
    arrivalsFor: (recipient, from, to) =>
      arrivals.filter(
        (arrival) =>
          arrival.at >= from &&
          arrival.at < to &&
          ((arrival.channel === 'email' && arrival.to === recipient.email) ||
            (arrival.channel === 'sms' &&
              recipient.phone !== null &&
              arrival.to === recipient.phone)),
      ),
  };
  return { check, violations, broken, counts };
}

/** With SIM_DEBUG set, a violation shows what did arrive (to see why). */
export const shown = (items: [unknown, Arrival][]) =>
  process.env.SIM_DEBUG
    ? `\n      ${items.map(([kind, a]) => `${new Date(a.at).toISOString()} ${a.channel} ${String(kind)}: ${a.subject ?? ''} ${a.body.slice(0, 140)}`).join('\n      ')}`
    : '';

/**
 * When check-ins stop for an account: its trial ended, or it was deleted (issue 35). A
 * deletion comes at a people's turn, after the service's minute: a day due in that minute went.
 */
export const checkInsEndAt = (account: CastAccount) =>
  Math.min(account.trialEndsAt ?? Infinity, (account.deletedAt ?? Infinity) + 1);

/** How long after a day's start the service may still act on it (follow-ups, second calls). */
const DAY_SPAN = 3 * 60 * MINUTE;

/**
 * A day begun at `at` whose follow-ups may have fallen in the outage, or after its account's
 * check-ins stopped: what the service owed it then is read by [12], [13] and [14], not by the
 * ordinary day's checks.
 */
export const disturbed = (check: Pick<Check, 'cast' | 'run'>, account: CastAccount, at: number) =>
  (check.cast.outage !== undefined &&
    at >= check.cast.outage.from - DAY_SPAN &&
    at <= check.cast.outage.to + check.run.stepMs) ||
  at >= checkInsEndAt(account) - DAY_SPAN;

const NINE = 9 * 60;
const EIGHT_PM = 20 * 60;

/** Whether `at` is inside 9:00 AM–8:00 PM in `zone`: waking hours (docs/product.md §3). */
export const waking = (at: number, zone: string) => {
  const time = DateTime.fromMillis(at, { zone });
  const minute = time.hour * 60 + time.minute;
  return minute >= NINE && minute < EIGHT_PM;
};

/** The first moment at or after `at` inside 9:00 AM–8:00 PM in `zone`. */
export const nextWaking = (at: number, zone: string) => {
  if (waking(at, zone)) return at;
  const time = DateTime.fromMillis(at, { zone });
  const day = time.hour * 60 + time.minute < NINE ? time : time.plus({ days: 1 });
  return day.set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toMillis();
};

/** A person's zone, as the service reads it: a member lives by her first followed parent's. */
export const zoneOf = (account: CastAccount, recipient: CastRecipient) =>
  recipient.owner
    ? account.ownerZone
    : account.parents.find((parent) => recipient.parentIds.includes(parent.id))!.zone;

/** A consent request or its reminder, by its words: a text, or what a call said. */
export const isConsentRequest = (body: string) =>
  /would like to send you|quiere enviarle|you asked for .* by text|would like us to call you once a day|quiere que le llamemos/.test(
    body,
  );
