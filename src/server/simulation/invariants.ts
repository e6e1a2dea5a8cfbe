import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { selectRows, type Database } from '../db/client';
import { checkIns, checkInTimes, parents } from '../db/schema';
import { localDueInstant } from '../time/local-time';
import { readCheckInStep, stepKind } from '@/shared/check-in-steps';

const MINUTE = 60_000;
const FOLLOW_UP_MINUTES = 60;
/** Allowance for the call to be placed, ring out and report, beyond the follow-up delay. */
const CALL_MINUTES = 15;

/** What the checks need to know of a run. */
export interface RunShape {
  /** The first simulated UTC instant. */
  start: string;
  days: number;
  stepMinutes: number;
}

export interface SimulationResult {
  counts: Record<string, number>;
  violations: string[];
}

/**
 * The product's promises, checked against what was stored (never against the simulation's own
 * bookkeeping).
 */
export async function checkInvariants(
  db: Database,
  options: RunShape,
  end: Date,
): Promise<SimulationResult> {
  const violations: string[] = [];
  const violate = (message: string) => {
    if (violations.length < 50) violations.push(message);
    else if (violations.length === 50) violations.push('… more violations not listed');
  };
  const start = new Date(options.start);
  const lastSweep = new Date(end.getTime() - options.stepMinutes * MINUTE);

  // 1. Exactly one check-in per parent per enabled day and time of her day (docs/product.md
  //    §2.13: her message time is slot 0, her more times slots 1 and 2), none when disabled.
  const allParents = await db.select().from(parents);
  const allCheckIns = await db.select().from(checkIns);
  const moreTimes = await db.select().from(checkInTimes);
  const byParentDay = new Map<string, number>();
  for (const row of allCheckIns) {
    const key = `${row.parentId}:${row.localDate}:${row.slot}`;
    byParentDay.set(key, (byParentDay.get(key) ?? 0) + 1);
  }
  for (const parent of allParents) {
    const times = [
      { slot: 0, time: parent.messageTime },
      ...moreTimes
        .filter((more) => more.parentId === parent.id)
        .map((more) => ({ slot: more.slot, time: more.messageTime })),
    ];
    let day = DateTime.fromJSDate(start, { zone: parent.timezone }).startOf('day');
    while (day.toJSDate() < end) {
      const date = day.toFormat('yyyy-MM-dd');
      for (const { slot, time } of times) {
        const due = localDueInstant(date, time, parent.timezone);
        const count = byParentDay.get(`${parent.id}:${date}:${slot}`) ?? 0;
        if (!parent.checkInsEnabled && count > 0)
          violate(`disabled parent ${parent.firstName} has a check-in on ${date}`);
        if (parent.checkInsEnabled && due >= start && due <= lastSweep && count !== 1)
          violate(`${parent.firstName} has ${count} check-ins on ${date} at ${time}`);
      }
      day = day.plus({ days: 1 });
    }
  }
  const textsPerCheckIn = await selectRows<{ check_in: string; texts: number }>(
    db,
    sql`select context->>'checkInId' as check_in, count(*)::int as texts from sms_messages
        where kind = 'checkin' group by 1 having count(*) > 1`,
  );
  for (const row of textsPerCheckIn)
    violate(`check-in ${row.check_in} was texted ${row.texts} times`);

  // 2. Every silence escalated to every follower within the delay plus the call.
  const limit = (FOLLOW_UP_MINUTES + CALL_MINUTES + 2 * options.stepMinutes) * MINUTE;
  for (const row of allCheckIns) {
    const from = row.deliveredAt ?? row.sentAt;
    if (row.status === 'awaiting' && row.followUpAt && row.followUpAt < lastSweep)
      violate(`check-in ${row.id} still awaits a reply after its follow-up time`);
    if (row.status === 'calling' && from && end.getTime() - from.getTime() > limit)
      violate(`check-in ${row.id} is still calling`);
    const silent = await selectRows<{ at: Date }>(
      db,
      sql`select at from check_in_events where check_in_id = ${row.id} and kind = ${stepKind('call_unanswered')}`,
    );
    if (silent.length > 0) {
      if (!row.alertedAt) violate(`unanswered check-in ${row.id} has no alert`);
      else if (!from) violate(`unanswered check-in ${row.id} (${row.status}) was never sent`);
      else if (new Date(row.alertedAt).getTime() - from.getTime() > limit)
        violate(
          `check-in ${row.id} escalated after ${(row.alertedAt.getTime() - from.getTime()) / MINUTE} minutes`,
        );
    }
  }

  // 3. Every notice went to every follower and the owner, by their preference (e-mail when a
  //    chosen text cannot go).
  const followers = await selectRows<{
    parent_id: string;
    key: string;
    preference: string;
    sms_allowed: boolean;
  }>(
    db,
    sql`select f.parent_id, 'member:' || m.id as key, m.notification_preference as preference,
          coalesce(c.status = 'verified' and c.phone = m.cell_phone, false) as sms_allowed
        from family_member_parents f join family_members m on m.id = f.family_member_id
        left join consents c on c.subject_type = 'family_member' and c.subject_id = m.id
        union all
        select p.id, 'owner:' || p.user_id, coalesce(s.owner_notices, 'email'),
          coalesce(c.status = 'verified' and c.phone = o.cell_phone, false)
        from parents p left join profiles o on o.user_id = p.user_id
        left join account_settings s on s.user_id = p.user_id
        left join consents c on c.subject_type = 'owner' and c.subject_id = o.id`,
  );
  const told = (
    await selectRows<{ check_in_id: string; parent_id: string; kind: string; detail: unknown }>(
      db,
      sql`select e.check_in_id, ci.parent_id, e.kind, e.detail from check_in_events e
          join check_ins ci on ci.id = e.check_in_id where e.kind = ${stepKind('family_told')}`,
    )
  ).flatMap((row) => {
    const step = readCheckInStep(row);
    if (step?.kind === 'family_told') return [{ ...row, detail: step.detail }];
    violate(`check-in ${row.check_in_id}: a family_told step this version cannot read`);
    return [];
  });
  for (const event of told) {
    // Claims and closes go to everyone but the one who made them.
    const skipped = ['claimed', 'resolved'].includes(event.detail.notice) ? 1 : 0;
    const expected = followers.filter((row) => row.parent_id === event.parent_id);
    for (const follower of expected) {
      const entry = event.detail.told.find((item) => item.recipient === follower.key);
      const sms = follower.preference !== 'email' && follower.sms_allowed;
      const want = [
        ...(sms ? ['sms'] : []),
        ...(follower.preference !== 'sms' || !sms ? ['email'] : []),
      ];
      if (!entry) {
        if (!skipped) violate(`check-in ${event.check_in_id}: ${follower.key} not told`);
      } else if (entry.channels.join() !== want.join())
        violate(
          `check-in ${event.check_in_id}: told by ${entry.channels.join('+')} not ${want.join('+')}`,
        );
    }
    if (event.detail.told.length !== expected.length - skipped)
      violate(
        `check-in ${event.check_in_id}: told ${event.detail.told.length} of ${expected.length}`,
      );
  }

  // 4. Weekly reports on Sundays, one per account per Sunday.
  const reports = await selectRows<{ user_id: string; week_ending: string }>(
    db,
    sql`select user_id, week_ending from weekly_reports`,
  );
  for (const report of reports) {
    if (DateTime.fromISO(report.week_ending).weekday !== 7)
      violate(`weekly report for ${report.user_id} on ${report.week_ending}, not a Sunday`);
  }
  const firstZones = await selectRows<{ user_id: string; zone: string }>(
    db,
    sql`select distinct on (user_id) user_id, timezone as zone from parents order by user_id, created_at`,
  );
  let expectedReports = 0;
  for (const owner of firstZones) {
    let day = DateTime.fromJSDate(start, { zone: owner.zone }).startOf('day');
    while (day.toJSDate() < end) {
      if (day.weekday === 7) {
        const sixPm = day.set({ hour: 18 }).toJSDate();
        if (sixPm >= start && sixPm <= lastSweep) {
          expectedReports += 1;
          const date = day.toFormat('yyyy-MM-dd');
          if (
            !reports.some(
              (report) => report.user_id === owner.user_id && report.week_ending === date,
            )
          )
            violate(`no weekly report for ${owner.user_id} on ${date}`);
        }
      }
      day = day.plus({ days: 1 });
    }
  }

  // 5. Nothing sent to a number after it opted out (but the one confirmation).
  const afterStop = await selectRows<{ to_number: string; kind: string }>(
    db,
    sql`select s.to_number, s.kind from sms_messages s
        join phone_opt_outs o on o.phone = s.to_number and o.opted_out
        where s.status in ('sent', 'delivered') and not s.allow_opted_out
          and s.sent_at > o.changed_at`,
  );
  for (const row of afterStop) violate(`a ${row.kind} text went to ${row.to_number} after STOP`);
  // Like the texts' sent_at, the time the call was handed to the provider: both it and the
  // opt-out's time are the real clock's (created_at is the service clock's, see create-channels).
  const callsAfterStop = await selectRows<{ to_number: string }>(
    db,
    sql`select c.to_number from voice_calls c
        join phone_opt_outs o on o.phone = c.to_number and o.opted_out
        where c.place_started_at > o.changed_at`,
  );
  for (const row of callsAfterStop) violate(`a call went to ${row.to_number} after STOP`);

  // 6. Nothing handed to the provider twice: each text and call reached the phone once.
  const twice = await selectRows<{ kind: string; reference: string; times: number }>(
    db,
    sql`select kind, client_reference as reference, count(*)::int as times
        from simulator_events
        where direction = 'to_phone' and client_reference is not null
        group by kind, client_reference having count(*) > 1`,
  );
  for (const row of twice)
    violate(`the ${row.kind} ${row.reference} reached the phone ${row.times} times`);

  // 7. Everything the service meant to send reached the phone: each text but one to a number
  //    that opted out (blocked), and each call. A send a dead worker held is a day missed.
  const neverArrived = await selectRows<{ kind: string; reference: string }>(
    db,
    sql`select s.kind, s.idempotency_key as reference from sms_messages s
        where s.status <> 'blocked' and not exists (
          select 1 from simulator_events e
          where e.direction = 'to_phone' and e.kind = 'sms' and e.client_reference = s.idempotency_key)
        union all
        select c.kind, c.idempotency_key from voice_calls c
        where c.direction = 'outbound' and c.status <> 'canceled' and not exists (
          select 1 from simulator_events e
          where e.direction = 'to_phone' and e.kind = 'call' and e.client_reference = c.idempotency_key)`,
  );
  for (const row of neverArrived)
    violate(`the ${row.kind} ${row.reference} never reached the phone`);

  const counts: Record<string, number> = { parents: allParents.length, days: options.days };
  for (const row of allCheckIns) {
    const key = row.status === 'skipped' ? `skipped (${row.skipReason})` : row.status;
    counts[`check-ins ${key}`] = (counts[`check-ins ${key}`] ?? 0) + 1;
  }
  const [totals] = await selectRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from sms_messages where kind = 'checkin') as "check-in texts",
      (select count(*)::int from voice_calls) as "follow-up calls",
      (select count(*)::int from sms_messages where kind = 'family-notice') as "family texts",
      (select count(*)::int from emails where kind = 'family-notice') as "family e-mails",
      (select count(*)::int from weekly_reports) as "weekly reports",
      (select count(*)::int from phone_opt_outs where opted_out) as "opted-out numbers"`,
  );
  Object.assign(counts, totals, { 'expected weekly reports': expectedReports });
  return { counts, violations };
}
