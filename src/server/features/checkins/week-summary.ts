import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { selectRows, type Database } from '../../db/client';
import type { CheckInStatus, SkipReason } from '@/shared/check-ins';
import { stepKind, type StepDetail } from '@/shared/check-in-steps';

/**
 * One stored day of a parent, as the weekly report reads it. The day's status alone is not
 * enough: "SHE'S OK" turns a NO or a silent day into `resolved`, and a late YES turns it into
 * `ok`, so what happened earlier that day is read from its history too.
 */
export interface ReportDay {
  localDate: string;
  /** Which of the day's check-ins (src/shared/check-in-times.ts); 0 when absent. */
  slot?: number;
  status: CheckInStatus;
  /** Why a skipped day was not sent: `missed_by_us` counts as missed. */
  skipReason?: SkipReason | null;
  respondedAt: Date | null;
  /** She said NO, HELP or a plea that day, by text or on a call. */
  saidNo: boolean;
  /** The family was alerted that day because nothing came back (no response, undeliverable). */
  wentUnanswered: boolean;
}

/** What a day counts as in the report; `open` (not over yet) and `none` are not counted. */
export type DayOutcome = 'ok' | 'no' | 'missed' | 'paused' | 'open' | 'none';

/**
 * The one rule for what a day counts as (docs/product.md §2, weekly report): any NO or plea makes
 * it a NO day, whatever came after; a day the family was alerted about for silence stays
 * missed even if she answered later or someone closed the alert.
 *
 * A paused day (docs/product.md §2.14) counts as paused, never as missed. A day
 * missed by us (skipped, `missed_by_us`: the service could not send it) counts as missed. This
 * switch has no default, so a new status fails the build until it is counted here.
 */
export function dayOutcome(day: ReportDay): DayOutcome {
  if (day.saidNo) return 'no';
  if (day.wentUnanswered) return 'missed';
  switch (day.status) {
    case 'ok':
      return 'ok';
    case 'needs_help':
      return 'no';
    case 'no_response':
    case 'undeliverable':
      return 'missed';
    case 'resolved':
      // Only an alert can be resolved; without its cause on record, do not call it fine.
      return 'missed';
    case 'awaiting':
    case 'calling':
    case 'redialing':
      return 'open';
    case 'skipped':
      return day.skipReason === 'missed_by_us' ? 'missed' : 'none';
    case 'stopped':
      return 'none';
    case 'paused':
      return 'paused';
  }
}

/** Each parent's stored days from `from` to `to` (local dates), with what the history adds. */

const pleaMeanings: StepDetail<'reply'>['meaning'][] = ['needs_help', 'help'];
const pleas = sql.join(
  pleaMeanings.map((meaning) => sql`${meaning}`),
  sql`, `,
);
const callPlea: StepDetail<'call_answered'>['answer'] = 'help';

export async function reportDays(
  db: Database,
  options: { userId: string; parentIds: string[]; from: string; to: string },
): Promise<Map<string, ReportDay[]>> {
  const days = new Map<string, ReportDay[]>();
  if (options.parentIds.length === 0) return days;
  const rows = await selectRows<{
    parent_id: string;
    local_date: string;
    slot: number;
    status: CheckInStatus;
    skip_reason: SkipReason | null;
    responded_at: Date | string | null;
    said_no: boolean;
    went_unanswered: boolean;
  }>(
    db,
    // The history's kinds and details are typed (src/shared/check-in-steps.ts): a reply meaning
    // needs_help or help, a call answered "help", a text that could not be delivered.
    // missed_reason is kept when a late answer or SHE'S OK comes.
    sql`select c.parent_id, c.local_date, c.slot, c.status, c.skip_reason, c.responded_at,
          exists (select 1 from check_in_events e where e.check_in_id = c.id and (
            (e.kind = ${stepKind('reply')} and e.detail->>'meaning' in (${pleas}))
            or (e.kind = ${stepKind('call_answered')} and e.detail->>'answer' = ${callPlea}))) as said_no,
          (c.missed_reason is not null or c.status in ('no_response', 'undeliverable')
            or exists (select 1 from check_in_events e
                       where e.check_in_id = c.id and e.kind = ${stepKind('undeliverable')})) as went_unanswered
        from check_ins c
        where c.user_id = ${options.userId}
          and c.parent_id in (${sql.join(
            options.parentIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          and c.local_date between ${options.from} and ${options.to}
        order by c.local_date, c.slot`,
  );
  for (const row of rows) {
    const list = days.get(row.parent_id) ?? [];
    list.push({
      localDate: row.local_date,
      slot: row.slot,
      status: row.status,
      skipReason: row.skip_reason,
      respondedAt: row.responded_at ? new Date(row.responded_at) : null,
      saidNo: Boolean(row.said_no),
      wentUnanswered: Boolean(row.went_unanswered),
    });
    days.set(row.parent_id, list);
  }
  return days;
}

export interface ParentWeek {
  parentName: string;
  ok: number;
  no: number;
  missed: number;
  paused: number;
  /**
   * Her check-ins counted one by one, when a day of the week had more than one (§2.13): the
   * days above count a day by its worst check-in, and this says how many of each there were.
   */
  checkIns: { ok: number; no: number; missed: number } | null;
  /** The median local reply time, e.g. "9:12 AM", or null without replies. */
  usualReplyTime: string | null;
  /** How many minutes later than the week before she usually replied; null when not later. */
  replyDriftMinutes: number | null;
  /** The longest run of missed days in a row reaching into this week, when 2 days or more. */
  missedRun: { days: number; from: string; to: string } | null;
}

/** A reply this many minutes later than the week before's is worth telling the family. */
const DRIFT_MINUTES = 30;
/** Two silent days in a row are already a pattern the family should see. */
const RUN_DAYS = 2;

/**
 * A day's outcome from all its check-ins (docs/product.md §2.13): a NO anywhere makes it a NO
 * day, then a missed check-in a missed day, then an OK; a day whose later check-in is still
 * open counts by the ones that are over.
 */
const dayOrder: DayOutcome[] = ['no', 'missed', 'ok', 'open', 'paused', 'none'];

/** One entry per date, in date order, each with the outcome of its check-ins together. */
function byDate(checkIns: ReportDay[]) {
  const dates = new Map<string, DayOutcome>();
  for (const checkIn of checkIns) {
    const outcome = dayOutcome(checkIn);
    const seen = dates.get(checkIn.localDate);
    if (!seen || dayOrder.indexOf(outcome) < dayOrder.indexOf(seen))
      dates.set(checkIn.localDate, outcome);
  }
  return [...dates].map(([localDate, outcome]) => ({ localDate, outcome }));
}

/**
 * The median local minute of the day of her answers (OK or NO) to her first check-in of the
 * day, or null without any: a later time's answers would move the "usual" by the schedule.
 */
function usualReplyMinute(days: ReportDay[], zone: string): number | null {
  const minutes = days
    .filter((day) => (day.slot ?? 0) === 0)
    .filter((day) => {
      const outcome = dayOutcome(day);
      return day.respondedAt && (outcome === 'ok' || outcome === 'no');
    })
    .map((day) => {
      const local = DateTime.fromJSDate(day.respondedAt!, { zone });
      return local.hour * 60 + local.minute;
    })
    .sort((a, b) => a - b);
  return minutes.length ? minutes[Math.floor((minutes.length - 1) / 2)]! : null;
}

/** The longest run of consecutive missed days that has at least one day from `weekStart` on. */
function longestMissedRun(days: ReportDay[], weekStart: string): ParentWeek['missedRun'] {
  type Run = NonNullable<ParentWeek['missedRun']>;
  let best: Run | null = null;
  let run: Run | null = null;
  for (const day of byDate(days)) {
    if (day.outcome !== 'missed') {
      run = null;
      continue;
    }
    // A day without a stored check-in between two missed days ends the run.
    const dayAfterRun: string | null =
      run && DateTime.fromISO(run.to).plus({ days: 1 }).toFormat('yyyy-MM-dd');
    run =
      run && dayAfterRun === day.localDate
        ? { days: run.days + 1, from: run.from, to: day.localDate }
        : { days: 1, from: day.localDate, to: day.localDate };
    if (run.to >= weekStart && run.days >= RUN_DAYS && run.days > (best?.days ?? 0)) best = run;
  }
  return best;
}

/**
 * Counts one parent's week (`days` from `weekStart` on) and what changed since the week before
 * (`days` before `weekStart`). `days` are in date order.
 */
export function summarizeWeek(
  parentName: string,
  zone: string,
  days: ReportDay[],
  weekStart: string,
): ParentWeek {
  const thisWeek = days.filter((day) => day.localDate >= weekStart);
  const weekBefore = days.filter((day) => day.localDate < weekStart);
  const dates = byDate(thisWeek);
  const count = (outcome: DayOutcome) => dates.filter((day) => day.outcome === outcome).length;
  const countCheckIns = (outcome: DayOutcome) =>
    thisWeek.filter((checkIn) => dayOutcome(checkIn) === outcome).length;
  const several = thisWeek.some((checkIn) => (checkIn.slot ?? 0) !== 0);
  const usual = usualReplyMinute(thisWeek, zone);
  const before = usualReplyMinute(weekBefore, zone);
  const drift = usual !== null && before !== null ? usual - before : null;
  return {
    parentName,
    ok: count('ok'),
    no: count('no'),
    missed: count('missed'),
    paused: count('paused'),
    checkIns: several
      ? { ok: countCheckIns('ok'), no: countCheckIns('no'), missed: countCheckIns('missed') }
      : null,
    usualReplyTime:
      usual === null
        ? null
        : DateTime.fromObject({ hour: Math.floor(usual / 60), minute: usual % 60 }).toFormat(
            'h:mm a',
          ),
    replyDriftMinutes: drift !== null && drift >= DRIFT_MINUTES ? drift : null,
    missedRun: longestMissedRun(days, weekStart),
  };
}

/** "about 40 minutes", "about 2 hours": a drift in plain words. */
function aboutHowLong(minutes: number) {
  if (minutes < 90) return `about ${Math.round(minutes / 5) * 5} minutes`;
  return `about ${Math.round(minutes / 60)} hours`;
}

const weekday = (localDate: string) => DateTime.fromISO(localDate).toFormat('ccc');

/** The parent's line of counts, then a line for each thing that changed. */
export function weekLines(week: ParentWeek): string[] {
  const usual = week.usualReplyTime ? ` Usually replies around ${week.usualReplyTime}.` : '';
  const paused = week.paused ? `, ${week.paused} paused` : '';
  const lines = [
    `${week.parentName}: ${week.ok} OK, ${week.no} NO, ${week.missed} missed${paused}.${usual}`,
  ];
  if (week.checkIns)
    lines.push(
      `Of ${week.parentName}'s check-ins one by one: ${week.checkIns.ok} OK, ${week.checkIns.no} NO, ${week.checkIns.missed} missed.`,
    );
  if (week.replyDriftMinutes !== null)
    lines.push(
      `${week.parentName}'s replies came ${aboutHowLong(week.replyDriftMinutes)} later than the week before.`,
    );
  if (week.missedRun)
    lines.push(
      `${week.parentName} missed ${week.missedRun.days} days in a row (${weekday(week.missedRun.from)}–${weekday(week.missedRun.to)}).`,
    );
  return lines;
}
