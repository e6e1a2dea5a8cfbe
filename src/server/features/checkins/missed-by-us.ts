import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { selectRows, type Database } from '../../db/client';
import type { EngineDeps } from './engine-deps';
import { CATCH_UP_MINUTES, WINDOW_END_MINUTES, WINDOW_START_MINUTES } from './due-rule';

/*
 * Days we missed (docs/product.md §2.12, decision 039). The minute's sweep sends a day's text from
 * its time until CATCH_UP_MINUTES later. When no sweep ran for longer than that (the service or
 * its worker was down, or its clock jumped), a day whose time and whole catch-up fell inside the
 * gap was never sent: it is recorded as skipped, `missed_by_us`, which the reports count as
 * missed, and the owner is e-mailed the same day. Nobody is told "all is well" by a day that
 * simply has no row.
 *
 * The gap is read from the sweep's own mark, one row of worker_heartbeats that every sweep
 * moves forward: the time of the previous sweep, whichever worker ran it.
 */

const SWEEP_MARK = 'check-in-sweep';
/** Days further back than this are not written one by one: the e-mail names the first. */
const LONGEST_GAP_DAYS = 31;

/** Moves the sweep's mark to `now` and returns where it was (undefined the first time). */
export async function moveSweepMark(db: Database, now: Date): Promise<Date | undefined> {
  const [row] = await selectRows<{ previous: Date | string | null }>(
    db,
    sql`insert into worker_heartbeats (instance_id, role, started_at, last_sweep_at)
      values (${SWEEP_MARK}, 'sweep-mark', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      on conflict (instance_id) do update
        set last_sweep_at = greatest(worker_heartbeats.last_sweep_at, excluded.last_sweep_at)
      returning (select last_sweep_at from worker_heartbeats where instance_id = ${SWEEP_MARK}) as previous`,
  );
  return row?.previous ? new Date(row.previous) : undefined;
}

interface MissedDay {
  id: string;
  user_id: string;
  parent_id: string;
  local_date: string;
  check_in_by: string;
  first_name: string;
  owner_email: string;
  /** The missed check-in's time (one of the day's times, §2.13). */
  message_time: string;
}

/**
 * Records the days whose time and catch-up fell between the previous sweep and `now`, for the
 * parents whose text would have gone then (active, schedule on, consent verified, not opted
 * out, subscription trialing or active, her consent given before that time), and tells each
 * owner. Nothing when the gap is shorter than the catch-up: the sweep at `now` sends them.
 */
export async function recordDaysMissedByUs(
  deps: Pick<EngineDeps, 'db' | 'email' | 'publicUrl'>,
  previous: Date | undefined,
  now: Date,
) {
  if (!previous || now.getTime() - previous.getTime() <= CATCH_UP_MINUTES * 60_000) return 0;
  const from = new Date(
    Math.max(previous.getTime(), now.getTime() - LONGEST_GAP_DAYS * 86_400_000),
  );
  return deps.db.transaction(async (tx) => {
    const missed = await insertMissedDays(tx, from, now);
    await tellOwners(deps, tx, missed, previous, now);
    return missed.length;
  });
}

/** The missed days' rows, written as skipped `missed_by_us`, with whom to tell. */
async function insertMissedDays(db: Database, from: Date, now: Date) {
  // A day's due minute is its message time held inside the check-in window (due-rule.ts); its
  // catch-up ends CATCH_UP_MINUTES later, never past the window's end.
  return selectRows<MissedDay>(
    db,
    // Each of the day's times is a check-in of its own (§2.13): `t` gives them, slot 0 first.
    sql`with p as (
        select p.*, t.slot, t.time, c.verified_at as consent_verified_at, least(greatest(
            split_part(t.time, ':', 1)::int * 60 + split_part(t.time, ':', 2)::int,
            ${WINDOW_START_MINUTES}), ${WINDOW_END_MINUTES}) as due_minute
        from parents p
        cross join lateral (
          select 0 as slot, p.message_time as time
          union all
          select ct.slot, ct.message_time from check_in_times ct where ct.parent_id = p.id
        ) t
        join consents c on c.subject_type = 'parent' and c.subject_id = p.id
          and c.status = 'verified' and c.phone = p.phone
        join subscriptions s on s.user_id = p.user_id and s.status in ('trialing', 'active')
        where p.active and p.check_ins_enabled
          and not exists (select 1 from phone_opt_outs o where o.phone = p.phone and o.opted_out)
      ),
      days as (
        select p.*, d::date as day,
          ((d::date + make_interval(mins => p.due_minute))::timestamp at time zone p.timezone) as due_at,
          ((d::date + make_interval(mins => least(p.due_minute + ${CATCH_UP_MINUTES}, ${WINDOW_END_MINUTES})))::timestamp
            at time zone p.timezone) as catch_up_ends
        from p, generate_series(
          (${from.toISOString()}::timestamptz at time zone p.timezone)::date,
          (${now.toISOString()}::timestamptz at time zone p.timezone)::date,
          interval '1 day') d
      ),
      inserted as (
        insert into check_ins (user_id, parent_id, local_date, slot, status, skip_reason, check_in_by)
        select days.user_id, days.id, to_char(days.day, 'YYYY-MM-DD'), days.slot, 'skipped',
          'missed_by_us', days.check_in_by
        from days
        where days.due_at > ${from.toISOString()}::timestamptz
          and days.catch_up_ends < ${now.toISOString()}::timestamptz
          and days.consent_verified_at < days.due_at
          -- A paused day asked nothing of anyone: missing it misses nothing (§2.14).
          and not exists (select 1 from parent_pauses pp where pp.parent_id = days.id
            and to_char(days.day, 'YYYY-MM-DD') between pp.starts_on and pp.ends_on)
          and not exists (select 1 from check_ins ci
            where ci.parent_id = days.id and ci.local_date = to_char(days.day, 'YYYY-MM-DD')
              and ci.slot = days.slot)
        on conflict do nothing
        returning id, user_id, parent_id, local_date, slot, check_in_by
      )
      select i.*, p.first_name, coalesce(ct.message_time, p.message_time) as message_time,
        u.email as owner_email
      from inserted i
      join parents p on p.id = i.parent_id
      left join check_in_times ct on ct.parent_id = i.parent_id and ct.slot = i.slot
      join users u on u.id = i.user_id
      order by i.parent_id, i.local_date, i.slot`,
  );
}

const dayText = (localDate: string) => DateTime.fromISO(localDate).toFormat('cccc, LLLL d');
const timeText = (messageTime: string) =>
  DateTime.fromFormat(messageTime, 'HH:mm').toFormat('h:mm a');

/** One e-mail per parent: the days missed, in plain words, the same day. */
async function tellOwners(
  { email, publicUrl }: Pick<EngineDeps, 'email' | 'publicUrl'>,
  tx: Database,
  missed: MissedDay[],
  previous: Date,
  now: Date,
) {
  const byParent = new Map<string, MissedDay[]>();
  for (const day of missed)
    byParent.set(day.parent_id, [...(byParent.get(day.parent_id) ?? []), day]);
  for (const days of byParent.values()) {
    const first = days[0]!;
    const name = first.first_name;
    const verb = first.check_in_by === 'call' ? 'call' : 'text';
    const dates = [...new Set(days.map((day) => day.local_date))];
    const when =
      dates.length === 1
        ? `on ${dayText(first.local_date)} at ${days.map((day) => timeText(day.message_time)).join(' and ')}`
        : `on ${dates.length} days, from ${dayText(dates[0]!)} to ${dayText(dates.at(-1)!)}`;
    await email.queue(
      {
        idempotencyKey: `missed-by-us:${first.id}`,
        to: first.owner_email,
        kind: 'missed-by-us',
        userId: first.user_id,
        context: { checkInId: first.id, from: previous.toISOString(), to: now.toISOString() },
        content: {
          subject: `We missed ${name}'s check-in`,
          heading: `We did not ${verb} ${name} as we should have`,
          paragraphs: [
            `Our service could not ${verb} ${name} for the daily check-in ${when}. The fault is ours, not ${name}'s.`,
            `Because no check-in reached ${name}, we have no answer to pass on for ${dates.length === 1 ? 'that day' : 'those days'}. Please check on ${name} yourself today.`,
            'Daily check-ins are running again. We are sorry.',
          ],
          action: { label: 'Open your dashboard', url: `${publicUrl}/dashboard` },
        },
      },
      tx,
    );
  }
}
