import { sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { selectRows, type Database } from '../../db/client';
import type { CheckInBy } from '@/shared/family';
import type { Language } from '@/shared/languages';
import type { PausedBy } from '@/shared/pauses';
import { localDateOf } from '../../time/local-time';

/** What a pause needs of a parent: who she is to her family, her zone, her time, her phone. */
export interface PausingParent {
  id: string;
  user_id: string;
  /** What her own texts call her ("Gran"). */
  name: string;
  /** What her family's notices call her ("Grace Hopper"), as every family notice does. */
  full_name: string;
  phone: string;
  language: Language;
  check_in_by: CheckInBy;
  timezone: string;
  message_time: string;
  /** Her current number agreed to the check-ins and has not opted out. */
  reachable: boolean;
  /** Her pause, current or coming, if any. */
  starts_on: string | null;
  ends_on: string | null;
  reason: string | null;
  paused_by: PausedBy | null;
  paused_by_name: string | null;
  /** Whether today's check-in has begun (in her zone, at `now`). */
  begun_today: boolean;
}

/** Parents (matching `where`, on `parents p`) with their pause and today's state. */
export const pausingParents = (tx: Database, now: Date, where: SQL) =>
  selectRows<PausingParent>(
    tx,
    sql`select p.id, p.user_id, coalesce(nullif(p.nickname, ''), p.first_name) as name,
        trim(p.first_name || ' ' || p.last_name) as full_name, p.phone,
        p.language, p.check_in_by, p.timezone, p.message_time,
        (c.status = 'verified' and c.phone = p.phone
          and not exists (select 1 from phone_opt_outs o where o.phone = p.phone and o.opted_out))
          as reachable,
        pp.starts_on, pp.ends_on, pp.reason, pp.paused_by, pp.paused_by_name,
        exists (select 1 from check_ins ci where ci.parent_id = p.id
          and ci.local_date = to_char(${now.toISOString()}::timestamptz at time zone p.timezone,
            'YYYY-MM-DD')) as begun_today
      from parents p
      left join consents c on c.subject_type = 'parent' and c.subject_id = p.id
      left join parent_pauses pp on pp.parent_id = p.id
      where p.active and ${where}
      order by p.created_at`,
  );

/** Her today, YYYY-MM-DD. */
export const todayOf = (parent: Pick<PausingParent, 'timezone'>, now: Date) =>
  localDateOf(now, parent.timezone);

/** "9:00 AM" for "09:00", as the engine's other notices write a time. */
export const clockTime = (messageTime: string) =>
  DateTime.fromFormat(messageTime, 'HH:mm').toFormat('h:mm a');

/**
 * When her next check-in goes once nothing is paused: today at her time if today's has not
 * begun and her time is still to come, else tomorrow.
 */
export function nextCheckIn(parent: PausingParent, now: Date) {
  const localTime = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: parent.timezone,
  }).format(now);
  const today = !parent.begun_today && localTime < parent.message_time;
  return { today, time: clockTime(parent.message_time) };
}
