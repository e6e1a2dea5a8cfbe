import { DateTime } from 'luxon';
import type { Cast, CastRecipient } from '../cast';
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
