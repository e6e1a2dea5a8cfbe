import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import type { OwnNumberDto } from '../../../shared/settings';

/**
 * The numbers of this account that may get a test text (PRODUCT.md §1), each once, in the order
 * added: its parents, its family members, then the owner's own cell, each only while an SMS
 * consent of this account is verified for the very number the row holds now (a changed number
 * starts a new, pending consent, so an old agreement never covers a new number).
 */
export async function listOwnNumbers(db: Database, userId: string): Promise<OwnNumberDto[]> {
  const rows = await selectRows<OwnNumberDto & { rank: number; added: Date | string | null }>(
    db,
    sql`select distinct on (phone) name, phone, who, rank, added from (
        select p.first_name || ' ' || p.last_name as name, p.phone, 'parent' as who,
          p.created_at as added, 1 as rank
        from parents p
        join consents c on c.subject_type = 'parent' and c.subject_id = p.id
          and c.phone = p.phone
        where p.user_id = ${userId} and p.active and c.user_id = ${userId}
          and c.status = 'verified'
        union all
        select m.first_name || ' ' || m.last_name, m.cell_phone, 'family_member', m.created_at, 2
        from family_members m
        join consents c on c.subject_type = 'family_member' and c.subject_id = m.id
          and c.phone = m.cell_phone
        where m.user_id = ${userId} and m.active and c.user_id = ${userId}
          and c.status = 'verified'
        union all
        select o.first_name || ' ' || o.last_name, o.cell_phone, 'owner', null, 3
        from profiles o
        join consents c on c.subject_type = 'owner' and c.subject_id = o.id
          and c.phone = o.cell_phone
        where o.user_id = ${userId} and c.user_id = ${userId} and c.status = 'verified'
      ) own
      order by phone, rank, added`,
  );
  return rows
    .sort(
      (a, b) =>
        a.rank - b.rank || new Date(a.added ?? 0).getTime() - new Date(b.added ?? 0).getTime(),
    )
    .map(({ name, phone, who }) => ({ name, phone, who }));
}

/** Whether `phone` (E.164) is one of this account's numbers with verified SMS consent. */
export async function isOwnNumber(db: Database, userId: string, phone: string) {
  return (await listOwnNumbers(db, userId)).some((number) => number.phone === phone);
}
