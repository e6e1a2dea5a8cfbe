import { and, eq, inArray, isNotNull, min, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { PgBoss } from 'pg-boss';
import { SEND_SMS_JOB } from '../channels/sms/sms-channel';
import { nextSmsDue } from '../channels/sms/sms-repository';
import { selectRows, type Database } from '../db/client';
import {
  checkIns,
  consents,
  emails,
  parentPauses,
  parents,
  protectionReminders,
  subscriptions,
  waitingNotices,
} from '../db/schema';
import { CALL_RESULT_LIMIT_MINUTES } from '../features/checkins/follow-up';
import { REPORT_MINUTES, REPORT_WEEKDAY } from '../features/checkins/weekly-report';
import { protectionFactsOf } from '../features/protection/protection-facts';
import { protectionOf } from '../features/protection/protection-of';
import { reminderDue, trialReminderKey } from '../features/billing/trial-reminders';
import { standInWarnings } from '../features/weather/stand-in-warnings';
import { WEATHER_POLL_JOB } from '../features/weather/service';
import { localDueInstant } from '../time/local-time';
import { nextTimeInWindow, reminderWindow } from '../time/quiet-hours';
import { trialReminderDays } from '../../shared/billing';
import { cronSlotAtOrAfter } from './cron-slot';
import { parentsDue } from './parents-due';
import { nextClaimLapse } from './claim-lapses';
import { nextBackupsDue } from './cast-backups';
import { isProtected } from '../../shared/protection';
import { WEATHER_SLOT } from '../../shared/check-in-times';

const MINUTE = 60_000;
const DAY = 86_400_000;

export { cronSlotAtOrAfter } from './cron-slot';
/** The first trial reminder comes this long before the end, at most. */
const TRIAL_REMINDERS_WITHIN = 7 * DAY;

/**
 * When a worker's scheduled job may next have something to do, from the rows it reads: an
 * instant (past or future), or undefined for nothing at all. Each reads what its job's sweep
 * selects, never what it decides: an early answer costs a stop, a late one would hide a minute
 * the real service works in.
 */
type WorkAt = (db: Database, now: number) => Promise<number | undefined>;

const earliest = (...times: (number | undefined)[]) => {
  const known = times.filter((time): time is number => time !== undefined);
  return known.length > 0 ? Math.min(...known) : undefined;
};

const timeOf = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? undefined : new Date(value).getTime();

/** Each owner's next Sunday 6:00 PM, in her zone (her first parent's, as the report reads it). */
async function weeklyReportsDue(db: Database, now: number) {
  const zones = await selectRows<{ zone: string }>(
    db,
    sql`select distinct zone from (select distinct on (p.user_id) p.timezone as zone
        from parents p where p.active order by p.user_id, p.created_at) owners`,
  );
  let next: number | undefined;
  for (const { zone } of zones) {
    let day = DateTime.fromMillis(now, { zone }).startOf('day');
    for (;;) {
      const at = day
        .set({ hour: Math.floor(REPORT_MINUTES / 60), minute: REPORT_MINUTES % 60 })
        .toMillis();
      if (day.weekday === REPORT_WEEKDAY && at > now) break;
      day = day.plus({ days: 1 });
    }
    next = earliest(
      next,
      day.set({ hour: Math.floor(REPORT_MINUTES / 60), minute: REPORT_MINUTES % 60 }).toMillis(),
    );
  }
  return next;
}

/**
 * The check-in sweep (features/checkins/service.ts): days to start, follow-ups and calls
 * without a result, weekly reports and notices waiting for waking hours. (Its last step, texts
 * whose wake-up was lost, is the outbox's own time, below.)
 */
const checkInSweep: WorkAt = async (db, now) => {
  const [open] = await db
    .select({ followUp: min(checkIns.followUpAt) })
    .from(checkIns)
    .where(inArray(checkIns.status, ['awaiting', 'redialing']));
  const [calling] = await db
    .select({ since: min(checkIns.updatedAt) })
    .from(checkIns)
    .where(eq(checkIns.status, 'calling'));
  const [waiting] = await db.select({ at: min(waitingNotices.sendAt) }).from(waitingNotices);
  const heldSince = await nextClaimLapse(db, now);
  const since = timeOf(calling?.since);
  return earliest(
    heldSince,
    await nextBackupsDue(db, now),
    await parentsDue(db, now),
    timeOf(open?.followUp),
    since === undefined ? undefined : since + CALL_RESULT_LIMIT_MINUTES * MINUTE,
    await weeklyReportsDue(db, now),
    timeOf(waiting?.at),
    await weatherCheckInsDue(db, now),
  );
};

/**
 * A warning day the poller recorded (docs/product.md §2.16) whose extra check-in has not opened:
 * due at once inside 7:00 AM–9:00 PM of that date in her zone, while none of her check-ins is
 * open (one that is closes at a stop of its own: a reply, a call's result). The warning may have
 * ended by then: a warning seen at night still brings its check-in at 7:00 AM.
 */
async function weatherCheckInsDue(db: Database, now: number) {
  const rows = await selectRows<{ date: string; zone: string }>(
    db,
    sql`select w.local_date as date, p.timezone as zone from weather_warning_days w
        join parents p on p.id = w.parent_id
        where p.active and p.check_ins_enabled
          and not exists (select 1 from check_ins c where c.parent_id = p.id
            and c.local_date = w.local_date and c.slot = ${WEATHER_SLOT})
          and not exists (select 1 from check_ins o where o.parent_id = p.id
            and o.status in ('awaiting', 'calling', 'redialing'))`,
  );
  return earliest(
    ...rows.map(({ date, zone }) => {
      const at = Math.max(now, localDueInstant(date, '07:00', zone).getTime());
      return at <= localDueInstant(date, '21:00', zone).getTime() ? at : undefined;
    }),
  );
}

/**
 * The billing notices: a stop to announce is due now; a trial's reminder at the first minute
 * of the owner's waking hours (her first parent's zone) from its mark on, unless it was sent or
 * a later mark is due by then (trial-reminders.ts sends only the latest mark passed).
 */
const billingNotices: WorkAt = async (db, now) => {
  const [row] = await db
    .select({ stop: sql<boolean>`bool_or(${subscriptions.stopToAnnounce})` })
    .from(subscriptions);
  if (row?.stop) return now;
  const trials = await selectRows<{ user_id: string; end: Date | string; zone: string | null }>(
    db,
    sql`select s.user_id, s.trial_ends_at as end,
          (select p.timezone from parents p where p.user_id = s.user_id and p.active
           order by p.created_at limit 1) as zone
        from subscriptions s
        where s.status = 'trialing' and s.trial_ends_at > ${new Date(now).toISOString()}::timestamptz
          and s.trial_ends_at <= ${new Date(now + TRIAL_REMINDERS_WITHIN).toISOString()}::timestamptz`,
  );
  let next: number | undefined;
  for (const trial of trials) {
    const end = new Date(trial.end);
    const zone = trial.zone ?? 'America/New_York';
    for (const days of trialReminderDays) {
      const at = nextTimeInWindow(
        new Date(Math.max(now, end.getTime() - days * DAY)),
        zone,
        reminderWindow,
      );
      if (at >= end || reminderDue(end, at) !== days) continue;
      const [sent] = await db
        .select({ id: emails.id })
        .from(emails)
        .where(eq(emails.idempotencyKey, trialReminderKey(trial.user_id, end, days)));
      if (!sent) next = earliest(next, at.getTime());
    }
  }
  return next;
};

/** Demo billing's period ends (features/billing/demo-periods.ts). */
const demoBillingPeriods: WorkAt = async (db) => {
  const [row] = await db
    .select({ at: min(subscriptions.currentPeriodEnd) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'demo'),
        inArray(subscriptions.status, ['trialing', 'active']),
      ),
    );
  return timeOf(row?.at);
};

/** Consent requests waiting for the morning, and reminders (both keep their time in the row). */
const consentReminders: WorkAt = async (db) => {
  const [row] = await db
    .select({ at: min(consents.nextReminderAt) })
    .from(consents)
    .where(and(inArray(consents.status, ['pending', 'sent']), isNotNull(consents.nextReminderAt)));
  return timeOf(row?.at);
};

/**
 * The owner's reminders of parents not protected: one that is due, or a parent whose
 * protection changed since the last sweep noted it (her STOP, a consent, the subscription), which
 * the next sweep notes with its own time.
 */
const protectionReminderSweep: WorkAt = async (db, now) => {
  const [due] = await db
    .select({ at: min(protectionReminders.nextReminderAt) })
    .from(protectionReminders);
  const noted = new Set(
    (await db.select({ id: protectionReminders.parentId }).from(protectionReminders)).map(
      (row) => row.id,
    ),
  );
  const changed = (await protectionFactsOf(db, undefined)).some(
    (facts) => isProtected(protectionOf(facts)) === noted.has(facts.parentId),
  );
  return changed ? now : timeOf(due?.at);
};

/**
 * Pauses that ran their course: each is announced from 7:00 AM of the parent's first day after
 * it (pauses/resumes.ts). Without this the job, scheduled every minute, would stop every minute.
 */
const pauseResumes: WorkAt = async (db) => {
  const rows = await db
    .select({ endsOn: parentPauses.endsOn, zone: parents.timezone })
    .from(parentPauses)
    .innerJoin(parents, eq(parents.id, parentPauses.parentId));
  return earliest(
    ...rows.map(({ endsOn, zone }) =>
      localDueInstant(
        DateTime.fromISO(endsOn).plus({ days: 1 }).toFormat('yyyy-MM-dd'),
        '07:00',
        zone,
      ).getTime(),
    ),
  );
};

/** The weather poller reads the local stand-in: it has work only while a warning is in force. */
const weatherPoll: WorkAt = async (db, now) =>
  (await standInWarnings(db).anyInForce(new Date(now))) ? now : undefined;

/** What each scheduled job of the service reads to know it has work; any other job, each slot. */
const knownJobs: Record<string, WorkAt> = {
  'pause-resumes': pauseResumes,
  'check-in-sweep': checkInSweep,
  'billing-notices': billingNotices,
  'demo-billing-periods': demoBillingPeriods,
  'consent-reminders': consentReminders,
  'protection-reminders': protectionReminderSweep,
  [WEATHER_POLL_JOB]: weatherPoll,
};

/**
 * The next moment after `now` at which the service may do something: a queued job comes due
 * (a delivery report, a retry, a text's turn), or one of the worker's scheduled sweeps, in its
 * own slot, has something to do. The simulation moves its clock straight there: a quiet minute
 * is one in which the real service's sweeps run and find nothing. Each scheduled job still runs
 * in every slot in which it has work, as it would on a real clock.
 */
export function createNextMoment(db: Database, boss: Pick<PgBoss, 'getSchedules'>) {
  let schedules: { name: string; cron: string }[] | undefined;
  return async (now: number): Promise<number> => {
    schedules ??= (await boss.getSchedules()).map(({ name, cron }) => ({ name, cron }));
    const soonest = now + MINUTE;
    // The outbox's wake-ups are left out: each batch books one for when its lease would end,
    // should the worker die with it, and it finds nothing once the batch is recorded. The texts
    // themselves say when the outbox has work.
    const [job] = await selectRows<{ due: Date | string | null }>(
      db,
      sql`select min(start_after) as due from pgboss.job
          where state in ('created', 'retry') and name <> ${SEND_SMS_JOB}`,
    );
    const jobDue = earliest(timeOf(job?.due), timeOf(await nextSmsDue(db)));
    // A job is run in the minute it comes due (the driver's settle moves time inside a minute).
    let next =
      jobDue === undefined ? Infinity : Math.max(soonest, Math.floor(jobDue / MINUTE) * MINUTE);
    for (const { name, cron } of schedules) {
      const work = knownJobs[name];
      // A slot sooner than anything found so far is worth asking the job's rows about.
      if (cronSlotAtOrAfter(cron, soonest) >= next) continue;
      const at = work ? await work(db, now) : now;
      if (at === undefined) continue;
      next = Math.min(next, cronSlotAtOrAfter(cron, Math.max(at, soonest)));
    }
    return next;
  };
}
