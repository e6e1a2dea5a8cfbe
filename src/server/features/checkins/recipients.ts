import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { wantsTexts, type NotificationPreference } from '@/shared/family';

/**
 * Everyone who is told about a parent (docs/product.md §2): each family member who follows them, and
 * the account's owner, who is told like a member following every parent (by e-mail by default,
 * by text too once their own cell agreed).
 */
export interface Recipient {
  /** `member:<id>` or `owner:<userId>`: stable, and what an alert's link and claim name. */
  key: string;
  name: string;
  firstName: string;
  email: string;
  phone: string | null;
  /** The phone agreed to texts (for this very number) and has not opted out. */
  smsAllowed: boolean;
  wants: NotificationPreference;
  owner: boolean;
}

/** How a notice reaches someone: as they chose, but never not at all (docs/product.md §2). */
export function channelsFor(recipient: Recipient) {
  const sms = wantsTexts(recipient.wants) && recipient.smsAllowed;
  // A text that cannot go (no consent yet, STOP) falls back to e-mail: nobody is left silent
  // who can be reached. A member told by text only may have given no address (decision 045):
  // then there is no e-mail to fall back to, and the owner, always told, sees her agreement
  // still waiting on the dashboard.
  const email = recipient.email !== '' && (recipient.wants !== 'sms' || !sms);
  return { sms, email };
}

interface RecipientRow {
  key: string;
  name: string;
  first_name: string;
  email: string;
  phone: string | null;
  sms_allowed: boolean | null;
  wants: NotificationPreference;
  owner: boolean;
}

const toRecipient = (row: RecipientRow): Recipient => ({
  key: row.key,
  name: row.name,
  firstName: row.first_name,
  email: row.email,
  phone: row.phone,
  smsAllowed: row.sms_allowed === true,
  wants: row.wants,
  owner: row.owner,
});

/** The owner of `userId`, as a recipient (SQL rows, so members and owner come alike). */
const ownerRow = (userId: SQL) => sql`
  select 'owner:' || u.id as key,
    coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), u.name, u.email) as name,
    coalesce(nullif(p.first_name, ''), u.name, u.email) as first_name,
    u.email, p.cell_phone as phone,
    (c.status = 'verified' and c.phone = p.cell_phone
      and not coalesce(o.opted_out, false)) as sms_allowed,
    coalesce(s.owner_notices, 'email') as wants, true as owner, 0 as position
  from users u
  left join profiles p on p.user_id = u.id
  left join consents c on c.subject_type = 'owner' and c.subject_id = p.id
  left join phone_opt_outs o on o.phone = p.cell_phone
  left join account_settings s on s.user_id = u.id
  where u.id = ${userId}`;

/** Family members (from `from`, which names them `m`), as recipients, in the order added. */
const memberRows = (from: SQL, extraColumns: SQL = sql``) => sql`
  select 'member:' || m.id as key, m.first_name || ' ' || m.last_name as name,
    m.first_name, m.email,
    m.cell_phone as phone,
    (c.status = 'verified' and c.phone = m.cell_phone
      and not coalesce(o.opted_out, false)) as sms_allowed,
    m.notification_preference as wants, false as owner,
    row_number() over (order by m.created_at) as position ${extraColumns}
  ${from}
  left join consents c on c.subject_type = 'family_member' and c.subject_id = m.id
  left join phone_opt_outs o on o.phone = m.cell_phone`;

/** Who is told about this parent: their followers, then the owner. */
export async function recipientsOf(tx: Database, parentId: string): Promise<Recipient[]> {
  return (await recipientsOfParents(tx, [parentId])).get(parentId) ?? [];
}

/** `recipientsOf` for many parents in one statement (a batch of replies), by parent id. */
export async function recipientsOfParents(
  tx: Database,
  parentIds: string[],
): Promise<Map<string, Recipient[]>> {
  const told = new Map<string, Recipient[]>();
  if (parentIds.length === 0) return told;
  const ids = sql`array(select jsonb_array_elements_text(${JSON.stringify(parentIds)}::jsonb))::uuid[]`;
  const rows = await selectRows<RecipientRow & { parent_id: string }>(
    tx,
    sql`select * from (
        ${memberRows(
          sql`from family_member_parents f
            join family_members m on m.id = f.family_member_id and m.active`,
          sql`, f.parent_id::text as parent_id`,
        )}
        where f.parent_id = any(${ids})
        union all
        select o.*, x.id::text from parents x
        cross join lateral (${ownerRow(sql`x.user_id`)}) o
        where x.id = any(${ids})
      ) r order by parent_id, owner, position`,
  );
  for (const row of rows) {
    const recipients = told.get(row.parent_id);
    if (recipients) recipients.push(toRecipient(row));
    else told.set(row.parent_id, [toRecipient(row)]);
  }
  return told;
}

/** Everyone of an account who is told about anything: its members and its owner. */
export async function accountRecipients(
  tx: Database,
  userId: string,
): Promise<(Recipient & { parentIds: string[] })[]> {
  const rows = await selectRows<RecipientRow & { parent_ids: string[] }>(
    tx,
    sql`select * from (
        ${memberRows(
          sql`from family_members m`,
          sql`, array(select f.parent_id::text from family_member_parents f
                where f.family_member_id = m.id) as parent_ids`,
        )}
        where m.user_id = ${userId} and m.active
        union all
        select o.*, array(select id::text from parents where user_id = ${userId} and active)
        from (${ownerRow(sql`${userId}`)}) o
      ) r order by owner, position`,
  );
  return rows.map((row) => ({ ...toRecipient(row), parentIds: row.parent_ids }));
}
