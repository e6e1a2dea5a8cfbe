import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { selectRows, type Database } from '../../db/client';
import type { Claimant } from './check-in-events';
import type { EngineDeps } from './engine-deps';
import type { MoveCheckIn } from './move-check-in';

const ALERT_HOURS = 48;

/** A family member's text, and what the inbound router read in it. */
export interface FamilyText {
  text: { from: string; inboundId: string };
  action: { type: 'claim' } | { type: 'resolve'; note: string };
}

interface ToldAlert {
  check_in_id: string;
  user_id: string;
  key: string;
  name: string;
  parent_first: string;
  timezone: string;
}

/**
 * Alerts of the last 48 hours that this number was told of, most recent first: as a family
 * member following the parent, as the owner, or as her backup contact once backups were told,
 * each only with the number's own agreement.
 * Alerts raised in the same minute (two parents silent at one follow-up) are equally recent: one
 * nobody has taken in hand comes first, then the parent added first, so a second "on it" takes
 * the other alert and the order never depends on how the database happens to return rows.
 */
const alertsToldTo = (tx: Database, phone: string, since: Date) =>
  selectRows<ToldAlert>(
    tx,
    sql`select * from (
        select ci.id as check_in_id, ci.user_id, 'member:' || m.id as key,
          m.first_name as name, p.first_name as parent_first, p.timezone, ci.alerted_at,
          ci.claimed_at, p.created_at as parent_created
        from check_ins ci
        join parents p on p.id = ci.parent_id
        join family_member_parents f on f.parent_id = ci.parent_id
        join family_members m on m.id = f.family_member_id and m.active and m.cell_phone = ${phone}
        join consents c on c.subject_type = 'family_member' and c.subject_id = m.id
          and c.status = 'verified' and c.phone = ${phone}
        where ci.status in ('needs_help', 'no_response', 'undeliverable')
          and ci.alerted_at > ${since.toISOString()}::timestamptz
        union all
        select ci.id, ci.user_id, 'owner:' || ci.user_id, o.first_name, p.first_name, p.timezone,
          ci.alerted_at, ci.claimed_at, p.created_at
        from check_ins ci
        join parents p on p.id = ci.parent_id
        join profiles o on o.user_id = ci.user_id and o.cell_phone = ${phone}
        join consents c on c.subject_type = 'owner' and c.subject_id = o.id
          and c.status = 'verified' and c.phone = ${phone}
        where ci.status in ('needs_help', 'no_response', 'undeliverable')
          and ci.alerted_at > ${since.toISOString()}::timestamptz
        union all
        -- A backup contact only once told of this alert (docs/product.md §2.15).
        select ci.id, ci.user_id, 'backup:' || b.id, b.first_name, p.first_name, p.timezone,
          ci.alerted_at, ci.claimed_at, p.created_at
        from check_ins ci
        join parents p on p.id = ci.parent_id
        join backup_contacts b on b.parent_id = ci.parent_id and b.phone = ${phone}
        join consents c on c.subject_type = 'backup_contact' and c.subject_id = b.id
          and c.status = 'verified' and c.phone = ${phone}
        where ci.status in ('needs_help', 'no_response', 'undeliverable')
          and ci.alerted_at > ${since.toISOString()}::timestamptz
          and ci.backups_told_at is not null
      ) a order by date_trunc('minute', alerted_at) desc, (claimed_at is null) desc,
        alerted_at desc, parent_created, check_in_id`,
  );

/**
 * "I'm on it" and "SHE'S OK" by text (docs/product.md §2.10). The rule for a number that is both a
 * parent and a family member: a text that reads as a claim or a resolve, from a number told of
 * an alert in the last 48 hours, answers that alert (the latest, in each account); anything else
 * from the number is a parent's reply. A claim never reads as a parent's YES or NO.
 */
export function createFamilyReplies(deps: Pick<EngineDeps, 'clock' | 'sms'>, move: MoveCheckIn) {
  const { clock, sms } = deps;

  /** Takes an alert in hand for `by`; returns who holds it afterwards, and since when. */
  async function takeInHand(
    tx: Database,
    checkInId: string,
    by: Claimant,
    action: { type: 'claim' } | { type: 'resolve'; note: string },
  ) {
    const moved = await move(tx, checkInId, { ...action, by });
    return { moved: Boolean(moved), row: moved };
  }

  const confirmTo = (tx: Database, text: FamilyText['text'], userId: string, body: string) =>
    sms.queue(
      {
        idempotencyKey: `claim-reply:${text.inboundId}:${userId}`,
        to: text.from,
        body,
        kind: 'claim-reply',
        userId,
      },
      tx,
    );

  const since = () => new Date(clock.now().getTime() - ALERT_HOURS * 3_600_000);

  /** Of these numbers, those told of an alert in the last 48 hours (the router's fact). */
  async function numbersToldOfAlert(tx: Database, numbers: string[]) {
    const told = new Set<string>();
    for (const number of numbers) {
      if ((await alertsToldTo(tx, number, since())).length > 0) told.add(number);
    }
    return told;
  }

  /** A claim or a resolve by text, for the latest alert this number was told of in each account. */
  async function takeAlertByText(tx: Database, { text, action }: FamilyText) {
    const alerts = await alertsToldTo(tx, text.from, since());
    const latest = new Map<string, ToldAlert>();
    for (const alert of alerts) if (!latest.has(alert.user_id)) latest.set(alert.user_id, alert);
    for (const alert of latest.values()) {
      const by = { key: alert.key, name: alert.name };
      const { row } = await takeInHand(tx, alert.check_in_id, by, action);
      if (row) {
        await confirmTo(
          tx,
          text,
          alert.user_id,
          action.type === 'claim'
            ? `Thanks, ${alert.name}. We've told the others you're on it.`
            : `Thanks, ${alert.name}. We've told the others ${alert.parent_first} is OK.`,
        );
        continue;
      }
      const [holder] = await selectRows<{ name: string | null; at: Date | string | null }>(
        tx,
        sql`select claimed_by_name as name, claimed_at as at from check_ins
            where id = ${alert.check_in_id}`,
      );
      if (holder?.name && holder.at) {
        const time = DateTime.fromJSDate(new Date(holder.at), { zone: alert.timezone });
        await confirmTo(
          tx,
          text,
          alert.user_id,
          `${holder.name} is already on it (${time.toFormat('h:mm a')}).`,
        );
      }
    }
  }

  return { numbersToldOfAlert, takeAlertByText, takeInHand };
}
