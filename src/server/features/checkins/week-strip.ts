import { and, between, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkIns } from '../../db/schema';
import { localClockTime, localDateOf } from '../../time/local-time';
import { checkInStatusLabel, type CheckInStatus, type SkipReason } from '@/shared/check-ins';
import { addDays } from '@/shared/pauses';
import { STRIP_DAYS_LONG, type StripDay, type StripMark } from '@/shared/week-strip';

/** What a strip needs of a parent: whose zone the days are in, and whether the schedule is on. */
export interface StripParent {
  id: string;
  timezone: string;
  checkInsEnabled: boolean;
}

interface StoredDay {
  /** Which of the day's check-ins (src/shared/check-in-times.ts). */
  slot: number;
  status: CheckInStatus;
  skipReason: SkipReason | null;
  respondedAt: Date | null;
}

function markOf(day: StoredDay): StripMark {
  switch (day.status) {
    case 'ok':
    case 'resolved':
      return 'ok';
    case 'needs_help':
      return 'needs_help';
    case 'no_response':
    case 'undeliverable':
      return 'no_answer';
    case 'stopped':
      return 'opted_out';
    case 'paused':
      return 'paused';
    case 'skipped':
      // A day we missed is a missed day to the family, not a day that was not planned.
      return day.skipReason === 'opted_out'
        ? 'opted_out'
        : day.skipReason === 'missed_by_us'
          ? 'no_answer'
          : 'skipped';
    case 'awaiting':
    case 'calling':
    case 'redialing':
      return 'pending';
  }
}

/** One day of the strip from its stored check-in, or from its absence. */
export function stripDayOf(
  localDate: string,
  stored: StoredDay | undefined,
  parent: StripParent,
  today: string,
): StripDay {
  const isToday = localDate === today;
  if (!stored) {
    // Today is still to come while the schedule is on; any other empty day had no check-in
    // (paused, not set up yet, or the sweep found nothing due).
    const pending = isToday && parent.checkInsEnabled;
    return {
      localDate,
      mark: pending ? 'pending' : 'skipped',
      label: pending ? 'Not sent yet' : 'No check-in',
      checkInStatus: null,
      respondedAt: null,
      replyTime: null,
      today: isToday,
    };
  }
  const mark = markOf(stored);
  // Only a YES or NO is a reply worth a time; a STOP's time says nothing about how she is.
  const replied = stored.respondedAt && (mark === 'ok' || mark === 'needs_help');
  return {
    localDate,
    mark,
    // A day skipped because of STOP reads as what it is, not as a bare "Not sent".
    label:
      stored.status === 'skipped' && stored.skipReason === 'opted_out'
        ? checkInStatusLabel('stopped')
        : stored.status === 'skipped' && stored.skipReason === 'missed_by_us'
          ? 'Missed by us'
          : checkInStatusLabel(stored.status),
    checkInStatus: stored.status,
    respondedAt: stored.respondedAt?.toISOString() ?? null,
    replyTime: replied ? localClockTime(stored.respondedAt!, parent.timezone) : null,
    today: isToday,
  };
}

/** A day's marks from the worst to the best: a day shows its worst check-in's (§2.13). */
const worstFirst: StripMark[] = [
  'needs_help',
  'no_answer',
  'pending',
  'opted_out',
  'skipped',
  'paused',
  'ok',
];

/**
 * A day of several check-ins (docs/product.md §2.13) as one cell: the mark of its worst, so a
 * missed evening is never hidden behind a morning's OK, and each check-in's label in the order
 * of the day ("OK, then No answer"). The reply time is the first reply's.
 */
export function stripDayOfMany(
  localDate: string,
  stored: StoredDay[],
  parent: StripParent,
  today: string,
): StripDay {
  const days = [...stored]
    .sort((a, b) => a.slot - b.slot)
    .map((day) => stripDayOf(localDate, day, parent, today));
  if (days.length <= 1) return stripDayOf(localDate, stored[0], parent, today);
  const worst = days.reduce((a, b) =>
    worstFirst.indexOf(b.mark) < worstFirst.indexOf(a.mark) ? b : a,
  );
  const labels = days.map((day) => day.label);
  return {
    ...worst,
    label: new Set(labels).size === 1 ? labels[0]! : labels.join(', then '),
    respondedAt: days.find((day) => day.replyTime)?.respondedAt ?? null,
    replyTime: days.find((day) => day.replyTime)?.replyTime ?? null,
  };
}

/** What the strip reads of a stored check-in: its parent, its day and how the day went. */
export interface StripRow extends StoredDay {
  parentId: string;
  localDate: string;
}

interface StripOptions {
  parents: StripParent[];
  now: Date;
  days: number;
  /** The last local date shown (the weekly report's Sunday); today when absent. */
  endingOn?: string;
}

/** The `days` calendar dates up to `last`, oldest first. */
const datesUpTo = (last: string, days: number) =>
  Array.from({ length: days }, (_, index) => addDays(last, index - (days - 1)));

const stripDates = (options: StripOptions) => {
  const days = Math.min(Math.max(1, options.days), STRIP_DAYS_LONG);
  return new Map(
    options.parents.map(
      (parent) =>
        [
          parent.id,
          datesUpTo(options.endingOn ?? localDateOf(options.now, parent.timezone), days),
        ] as const,
    ),
  );
};

/**
 * Each parent's last `days` local days (in the parent's own zone), oldest first, ending on
 * today or on `endingOn`: the overview's, the weekly report's and the alert page's strip.
 * One query for all the parents, bounded by the dates (the parent-and-date index serves it).
 */
export async function weekStrips(
  db: Database,
  options: StripOptions & { userId: string },
): Promise<Map<string, StripDay[]>> {
  if (options.parents.length === 0) return new Map();
  const allDates = [...stripDates(options).values()].flat().sort();
  const rows = await db
    .select({
      parentId: checkIns.parentId,
      localDate: checkIns.localDate,
      slot: checkIns.slot,
      status: checkIns.status,
      skipReason: checkIns.skipReason,
      respondedAt: checkIns.respondedAt,
    })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.userId, options.userId),
        inArray(
          checkIns.parentId,
          options.parents.map((parent) => parent.id),
        ),
        between(checkIns.localDate, allDates[0]!, allDates.at(-1)!),
      ),
    );
  return stripsOf(rows, options);
}

/**
 * The strips of `weekStrips` from check-ins already read: any of the parents' rows, those
 * outside a parent's days left out (the overview reads its days with today's check-ins).
 */
export function stripsOf(rows: StripRow[], options: StripOptions): Map<string, StripDay[]> {
  const strips = new Map<string, StripDay[]>();
  const datesOf = stripDates(options);
  const stored = new Map<string, StoredDay[]>();
  for (const row of rows) {
    const key = `${row.parentId} ${row.localDate}`;
    stored.set(key, [...(stored.get(key) ?? []), row]);
  }
  for (const parent of options.parents) {
    const today = localDateOf(options.now, parent.timezone);
    strips.set(
      parent.id,
      datesOf
        .get(parent.id)!
        .map((date) =>
          stripDayOfMany(date, stored.get(`${parent.id} ${date}`) ?? [], parent, today),
        ),
    );
  }
  return strips;
}
