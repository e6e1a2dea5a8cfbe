import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement, tableRowFromJson } from '../../db/prepared';
import {
  checkInTimes,
  checkIns,
  consents,
  emailConsents,
  familyMemberParents,
  familyMembers,
  parentPauses,
  parents,
  phoneOptOuts,
  smsMessages,
  subscriptions,
  users,
} from '../../db/schema';
import type { EmailConsentStatus } from '@/shared/email-consent';
import type { Protection } from '@/shared/protection';
import { emailStatusReader } from '../email-consent/service';
import { protectionOf } from '../protection/service';

interface OverviewJson {
  parents: { parent: unknown; consent: unknown; optOut: unknown }[];
  subscriptionStatus: (typeof subscriptions.$inferSelect)['status'] | null;
  members: { member: unknown; parentIds: string[] }[];
  ownerEmail: string | null;
  emailConsents: { address: string; status: EmailConsentStatus }[];
  sent: number;
  pauses: unknown[];
  times: unknown[];
  checkIns: { checkIn: unknown; queuedSlot: string | null }[];
}

const userId = sql.placeholder('userId');

/**
 * Everything the overview shows of an account, as one JSON value in one prepared statement
 * (db/prepared.ts): the overview opens the dashboard, and each statement cost the server about
 * 0.2 ms of CPU (bench:http's profile), ten of them two thirds of the request. The parts are the
 * reads the family, protection, pause and strip services make, with their conditions:
 * - the active parents, newest first, each with her consent and her number's opt-out, and the
 *   account's subscription: the protection facts (protection-facts.ts);
 * - the active family members, newest first, with the parents each follows; the owner's
 *   address and the account's e-mail consents (email-statuses.ts);
 * - the texts sent, the pauses and the extra check-in times;
 * - the check-ins of each parent's last `days` days in her own zone, a day's slack either
 *   side (the caller keeps those of her dates as it reckons them), each with the reserved
 *   slot of its text while the text waits in the outbox (send-forecast.ts).
 */
const overviewStatement = preparedStatement<
  { facts: OverviewJson },
  { userId: string; now: string; days: number }
>(
  'dashboard-overview',
  () => sql`
    select json_build_object(
      'parents', coalesce((
        select json_agg(json_build_object(
          'parent', to_json(p), 'consent', to_json(c), 'optOut', to_json(o)
        ) order by p.created_at desc)
        from ${parents} p
        left join ${consents} c on c.subject_type = 'parent' and c.subject_id = p.id
        left join ${phoneOptOuts} o on o.phone = p.phone
        where p.user_id = ${userId} and p.active), '[]'::json),
      'subscriptionStatus', (select s.status from ${subscriptions} s where s.user_id = ${userId}),
      'members', coalesce((
        select json_agg(json_build_object(
          'member', to_json(m),
          'parentIds', coalesce((
            select array_agg(l.parent_id::text) from ${familyMemberParents} l
            where l.family_member_id = m.id), '{}')
        ) order by m.created_at desc)
        from ${familyMembers} m
        where m.user_id = ${userId} and m.active), '[]'::json),
      'ownerEmail', (select u.email from ${users} u where u.id = ${userId}),
      'emailConsents', coalesce((
        select json_agg(json_build_object('address', e.address, 'status', e.status))
        from ${emailConsents} e where e.user_id = ${userId}), '[]'::json),
      'sent', (
        select count(*) from ${smsMessages} s
        where s.user_id = ${userId} and s.status in ('sent', 'delivered')),
      'pauses', coalesce((
        select json_agg(to_json(pp)) from ${parentPauses} pp where pp.user_id = ${userId}),
        '[]'::json),
      'times', coalesce((
        select json_agg(to_json(t)) from ${checkInTimes} t where t.user_id = ${userId}),
        '[]'::json),
      'checkIns', coalesce((
        select json_agg(json_build_object('checkIn', to_json(ci), 'queuedSlot', q.send_after))
        from ${parents} p
        inner join lateral (
          select (${sql.placeholder('now')}::timestamptz at time zone p.timezone)::date as today
        ) here on true
        inner join ${checkIns} ci on ci.parent_id = p.id and ci.user_id = p.user_id
          and ci.local_date between to_char(here.today - ${sql.placeholder('days')}::int, 'YYYY-MM-DD')
            and to_char(here.today + 1, 'YYYY-MM-DD')
        left join ${smsMessages} q on q.id = ci.sms_message_id and q.status = 'queued'
        where p.user_id = ${userId} and p.active), '[]'::json)
    ) as facts`,
);

/** The overview's facts (see `overviewStatement`), typed as the services that read them apart give them. */
export async function overviewFacts(db: Database, owner: string, now: Date, days: number) {
  const [row] = await overviewStatement(db, { userId: owner, now: now.toISOString(), days });
  const facts = row!.facts;
  const protections = new Map<string, Protection>();
  const parentRows = facts.parents.map((entry) => {
    const parent = tableRowFromJson(parents, entry.parent);
    const consent = entry.consent ? tableRowFromJson(consents, entry.consent) : null;
    const optOut = entry.optOut ? tableRowFromJson(phoneOptOuts, entry.optOut) : null;
    protections.set(
      parent.id,
      protectionOf({
        phone: parent.phone,
        timezone: parent.timezone,
        checkInsEnabled: parent.checkInsEnabled,
        consentStatus: consent?.status ?? null,
        consentPhone: consent?.phone ?? null,
        consentNextAt: consent?.nextReminderAt ?? null,
        optedOut: optOut?.optedOut ?? null,
        subscriptionStatus: facts.subscriptionStatus,
      }),
    );
    return parent;
  });
  const emailStatus = emailStatusReader(facts.ownerEmail, facts.emailConsents);
  const queuedSlots = new Map<string, Date>();
  const checkInRows = facts.checkIns.map((entry) => {
    const checkIn = tableRowFromJson(checkIns, entry.checkIn);
    if (entry.queuedSlot && checkIn.smsMessageId)
      queuedSlots.set(checkIn.smsMessageId, new Date(entry.queuedSlot));
    return checkIn;
  });
  return {
    parents: parentRows,
    protections,
    familyMembers: facts.members.map((entry) => {
      const member = tableRowFromJson(familyMembers, entry.member);
      return { ...member, parentIds: entry.parentIds, emailStatus: emailStatus(member.email) };
    }),
    messagesSent: Number(facts.sent),
    pauses: facts.pauses.map((pause) => tableRowFromJson(parentPauses, pause)),
    moreTimes: facts.times.map((time) => tableRowFromJson(checkInTimes, time)),
    checkIns: checkInRows,
    queuedSlots,
  };
}
