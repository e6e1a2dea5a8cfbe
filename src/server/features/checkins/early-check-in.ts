import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { preparedStatement, type StatementPart } from '../../db/prepared';
import { checkIns } from '../../db/schema';
import { optedOutIn } from '../../channels/sms/opt-outs';
import type { CheckInBy } from '@/shared/family';
import { opening, type CheckInStart } from './check-in-machine';
import { beforeDue } from './due-rule';
import type { EngineDeps } from './engine-deps';
import type { MoveCheckIn } from './move-check-in';

interface EarlyParent {
  parent_id: string;
  phone: string;
  user_id: string;
  check_in_by: CheckInBy;
  local_date: string;
}

type EarlyWords = Omit<Extract<CheckInStart, { type: 'early' }>, 'type' | 'by'>;

/**
 * The parents at a number who may check in early now: today's check-in not begun and their time
 * not come (the day's first: a later time of the day has no early check-in, since a YES after
 * the morning's answer is no answer to the evening's), and everything the day's check-in would need (schedule on, consent, a subscription,
 * the number not opted out). Not one with a day still open (last night's, still waiting): a
 * word then answers that day first.
 */
const earlyParentsSql = () => sql`
  with l as (
    select p.*, (${sql.placeholder('earlyNow')}::timestamptz at time zone p.timezone) as local_now
    from parents p
    where p.phone = any(array(select jsonb_array_elements_text(${sql.placeholder('earlyNumbers')}::jsonb)))
      and p.active and p.check_ins_enabled
  )
  select l.id as parent_id, l.user_id, l.check_in_by, l.phone,
    to_char(l.local_now, 'YYYY-MM-DD') as local_date
  from l
  join consents c on c.subject_type = 'parent' and c.subject_id = l.id
    and c.phone = l.phone and c.status = 'verified'
  join subscriptions s on s.user_id = l.user_id and s.status in ('trialing', 'active')
  where ${beforeDue(sql`l.local_now`, sql`l.message_time`)}
    and not ${optedOutIn(sql`l.phone`)}
    and not exists (
      select 1 from check_ins ci where ci.parent_id = l.id
        and (ci.local_date = to_char(l.local_now, 'YYYY-MM-DD')
          or ci.status in ('awaiting', 'calling', 'redialing'))
    )`;

const earlyValues = (phones: string[], now: Date) => ({
  earlyNumbers: JSON.stringify(phones),
  earlyNow: now.toISOString(),
});

const earlyParents = preparedStatement<EarlyParent, ReturnType<typeof earlyValues>>(
  'early-check-in-parents',
  earlyParentsSql,
);

/**
 * Of a batch of replies' numbers, those where a parent may check in early now: the inbound
 * router's part of its facts statement (src/server/inbound/answer-inbound.ts).
 */
export function earlyCheckInFacts(clock: Pick<Clock, 'now'>): StatementPart<true> {
  return {
    rows: earlyParentsSql,
    values: (phones) => earlyValues(phones, clock.now()),
    read: (rows) => new Map((rows as unknown as EarlyParent[]).map((row) => [row.phone, true])),
  };
}

/**
 * A parent's early check-in (docs/product.md §2.11): a YES by text, or an answer on a call to the
 * service's number, before the day's time. The day's check-in is created there and then, as
 * the rules' opening says (the family told as usual), so the sweep finds the day begun and
 * sends nothing at the parent's time. Returns the parents it checked in.
 */
export function createEarlyCheckIn({ clock }: Pick<EngineDeps, 'clock'>, { begin }: MoveCheckIn) {
  return async function checkInEarly(tx: Database, phone: string, words: EarlyWords) {
    const now = clock.now();
    const started = new Set<string>();
    for (const due of await earlyParents(tx, earlyValues([phone], now))) {
      const start = opening({ type: 'early', by: due.check_in_by, ...words }, now);
      const [row] = await tx
        .insert(checkIns)
        .values({
          id: randomUUID(),
          userId: due.user_id,
          parentId: due.parent_id,
          localDate: due.local_date,
          checkInBy: due.check_in_by,
          status: start.status,
          ...start.set,
          createdAt: now,
          updatedAt: now,
        })
        // The sweep got there first: the day has begun, and the word answers it instead.
        .onConflictDoNothing({ target: [checkIns.parentId, checkIns.localDate, checkIns.slot] })
        .returning();
      if (!row) continue;
      await begin(tx, row, start.effects);
      started.add(due.parent_id);
    }
    return started;
  };
}
