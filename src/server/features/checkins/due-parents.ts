import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import type { SubscriptionStatus } from '@/shared/billing';
import type { CheckInBy, MessageStyle } from '@/shared/family';
import type { Language } from '@/shared/languages';
import type { PausedBy } from '@/shared/pauses';
import { WEATHER_SLOT, type CheckInSlot } from '@/shared/check-in-times';
import type { DayBlockers } from './check-in-machine';
import { skipReasonOf } from './opening';
import { isDue } from './due-rule';

/** Parents per range the sweep reads, and due parents per batch it writes. */
export const SWEEP_BATCH = 2000;

/** A parent whose day's time has come, with what decides whether her day may be sent. */
export interface DueParent {
  parent_id: string;
  user_id: string;
  first_name: string;
  nickname: string;
  phone: string;
  personality_type: MessageStyle;
  language: Language;
  check_in_by: CheckInBy;
  timezone: string;
  /** Which of the day's check-ins is due (src/shared/check-in-times.ts), and its time. */
  slot: CheckInSlot;
  message_time: string;
  /**
   * The owner's words for a later time of the day ('' for the usual); for the weather's extra
   * check-in, the warning's kind.
   */
  slot_message: string;
  local_date: string;
  consented: boolean | null;
  opted_out: boolean;
  subscription_status: SubscriptionStatus | null;
  follow_up_delay_minutes: number | null;
  /** Who paused her check-ins, when this day is paused (docs/product.md §2.14). */
  paused_by: PausedBy | null;
  /** The pause's last day, "Mon, Dec 1". */
  paused_until: string | null;
  /**
   * Today's row for this time when it was skipped for something that may come later (see
   * `REOPENED_SKIPS`): once `mayBegin`, the day begins on that row instead of a new one.
   */
  reopen_id: string | null;
}

/**
 * A day skipped because her subscription, her agreement or her number's consent to texts was
 * missing at her time begins once nothing is missing, while her time's catch-up lasts
 * (docs/product.md §2): an owner who finishes set-up at 10:00 for an 11:00 check-in, or pays at
 * 10:30 for a 9:00 one, has today's. A day we missed (`missed_by_us`) is past its catch-up.
 */
const REOPENED_SKIPS = ['subscription', 'consent', 'opted_out'] as const;

/** What the sweep read of a due parent that could keep her day from being sent. */
export const blockersOf = (due: DueParent): DayBlockers => ({
  subscribed: due.subscription_status === 'trialing' || due.subscription_status === 'active',
  optedOut: due.opted_out,
  consented: due.consented === true,
  ...(due.paused_by ? { paused: due.paused_by } : {}),
});

/**
 * The check-ins of parents (matching `where`) not yet begun today (none, or skipped for what
 * may since have come: `mayBegin` says whether it has), with what decides whether
 * they may be sent, when the time of the day's check-in `t` satisfies `when`, in the order of
 * their parents' ids. Each time of her day is a row of `t` (docs/product.md §2.13): `t.slot`, `t.time`
 * and `t.message`; slot 0 is her message time.
 */
export const dueQuery = (now: Date, where: SQL, when: SQL) => sql`
  with l as (
    select p.*, (${now.toISOString()}::timestamptz at time zone p.timezone) as local_now
    from parents p
    where p.active and ${where}
  )
  select l.id as parent_id, l.user_id, l.first_name, l.nickname, l.phone, l.personality_type,
    l.language, l.check_in_by, l.timezone, t.slot, t.time as message_time, t.message as slot_message,
    to_char(l.local_now, 'YYYY-MM-DD') as local_date,
    (c.status = 'verified' and c.phone = l.phone) as consented,
    coalesce(o.opted_out, false) as opted_out,
    s.status as subscription_status,
    a.follow_up_delay_minutes,
    pp.paused_by, to_char(pp.ends_on::date, 'Dy, Mon FMDD') as paused_until,
    d.id as reopen_id
  from l
  cross join lateral (
    select 0 as slot, l.message_time as time, '' as message
    union all
    select ct.slot, ct.message_time, ct.message from check_in_times ct where ct.parent_id = l.id
    union all
    -- A weather warning recorded for her today (§2.16): an extra check-in due now, its words the
    -- warning's kind, while no check-in of hers is waiting for an answer, nor one of her times
    -- due in this same minute (opened with it, she would get two questions at once and answer
    -- one: the other's follow-up call would ring though she had replied).
    select ${sql.raw(String(WEATHER_SLOT))}, to_char(l.local_now, 'HH24:MI'), w.kind
    from weather_warning_days w
    where w.parent_id = l.id and w.local_date = to_char(l.local_now, 'YYYY-MM-DD')
      and not exists (select 1 from check_ins o where o.parent_id = l.id
        and o.status in ('awaiting', 'calling', 'redialing'))
      and not exists (
        select 1 from (
          select 0 as slot, l.message_time as time
          union all
          select ct.slot, ct.message_time from check_in_times ct where ct.parent_id = l.id
        ) d
        where ${isDue(sql`l.local_now`, sql`d.time`)} and not exists (
          select 1 from check_ins od where od.parent_id = l.id
            and od.local_date = to_char(l.local_now, 'YYYY-MM-DD') and od.slot = d.slot))
  ) t
  left join consents c on c.subject_type = 'parent' and c.subject_id = l.id
  left join phone_opt_outs o on o.phone = l.phone
  left join subscriptions s on s.user_id = l.user_id
  left join account_settings a on a.user_id = l.user_id
  left join parent_pauses pp on pp.parent_id = l.id
    and to_char(l.local_now, 'YYYY-MM-DD') between pp.starts_on and pp.ends_on
  left join check_ins d on d.parent_id = l.id
    and d.local_date = to_char(l.local_now, 'YYYY-MM-DD') and d.slot = t.slot
  -- Today's weather check-in of hers, if any, by the same index (notBehindWeather reads it).
  left join check_ins ow on ow.parent_id = l.id
    and ow.local_date = to_char(l.local_now, 'YYYY-MM-DD')
    and ow.slot = ${sql.raw(String(WEATHER_SLOT))}
  where ${when} and (d.id is null or (d.status = 'skipped'
    and d.skip_reason in (${sql.raw(REOPENED_SKIPS.map((reason) => `'${reason}'`).join(', '))})))
  order by l.id, t.slot`;

/**
 * For the sweep's `when`: her own times wait while the weather's extra check-in of today is open.
 * Opened at 7:00 for a warning, it would otherwise still wait for her answer when her 7:05 text
 * went: she would be asked twice at once, get two follow-up calls, answer one and have her family
 * told she did not respond. Each waits for the other (the warning's above), so one question is
 * open at a time; her time goes once the warning's closes, within its catch-up. Only today's
 * warning check-in holds her times (the due query's `ow`, joined by the unique index as today's
 * row `d` is), so a row left open from another day never holds one back. Written as a
 * correlated `not exists`, it made bench:engine's sweep of 20,000 parents due at once take
 * 6.8 s instead of 4.4. The owner's "send now" is her own choice in the moment and does not wait.
 */
export const notBehindWeather = sql`(t.slot = ${sql.raw(String(WEATHER_SLOT))} or ow.id is null
  or ow.status not in ('awaiting', 'calling', 'redialing'))`;

/**
 * Whether a due row may begin now: a new day always (the opening decides how), a day skipped
 * earlier only once the opening's own rule finds nothing missing and she is not paused; until
 * then it stays as it is, and nobody is told twice.
 */
export const mayBegin = (due: DueParent) =>
  !due.reopen_id || (!due.paused_by && skipReasonOf(blockersOf(due)) === undefined);

/**
 * The sweep reads the parents a range of ids at a time: the next `SWEEP_BATCH` ids after
 * `afterId` (every parent's, due or not), up to `end`, the range's last; none for the last range.
 * A range's statement looks up only its own parents, by index. The sweep once asked for the
 * first `SWEEP_BATCH` due parents after `afterId` instead: the planner then joined every parent
 * after it with every consent, subscription and check-in of the table, so each batch cost as
 * much as the table and a morning's sweep grew with its square (bench:engine).
 */
export const rangeAfter = async (db: Database, afterId?: string) => {
  const [last] = await selectRows<{ id: string }>(
    db,
    sql`select id from parents ${afterId ? sql`where id > ${afterId}` : sql``}
      order by id offset ${SWEEP_BATCH - 1} limit 1`,
  );
  const from = afterId ? sql`p.id > ${afterId}` : sql`true`;
  return { where: last ? sql`${from} and p.id <= ${last.id}` : from, end: last?.id };
};
