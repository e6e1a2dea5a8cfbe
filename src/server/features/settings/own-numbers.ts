import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import type { OwnNumberDto } from '@/shared/settings';

/**
 * The numbers of this account that may get a test text (docs/product.md §1), each once, in the order
 * added: its parents, its family members, then the owner's own cell, each only while an SMS
 * consent of this account is verified for the very number the row holds now (a changed number
 * starts a new, pending consent, so an old agreement never covers a new number).
 */
export async function listOwnNumbers(db: Database, userId: string): Promise<OwnNumberDto[]> {
  // Each number once (a parent's first), then in the order above; consent joined once for all.
  return selectRows<OwnNumberDto>(
    db,
    sql`select name, phone, who from (
        select distinct on (person.phone) person.*
        from (
          select p.id, 'parent' as who, p.first_name || ' ' || p.last_name as name, p.phone,
            1 as rank, p.created_at as added
          -- A parent checked on by call is never texted (issue 23).
          from parents p where p.user_id = ${userId} and p.active and p.check_in_by = 'text'
          union all
          select m.id, 'family_member', m.first_name || ' ' || m.last_name, m.cell_phone, 2,
            m.created_at
          from family_members m where m.user_id = ${userId} and m.active
          union all
          select o.id, 'owner', o.first_name || ' ' || o.last_name, o.cell_phone, 3, null
          from profiles o where o.user_id = ${userId}
        ) person
        join consents c on c.subject_type = person.who and c.subject_id = person.id
          and c.phone = person.phone and c.user_id = ${userId} and c.status = 'verified'
        order by person.phone, person.rank, person.added
      ) own
      order by rank, added nulls last`,
  );
}

/** Whether `phone` (E.164) is one of this account's numbers with verified SMS consent. */
export async function isOwnNumber(db: Database, userId: string, phone: string) {
  return (await listOwnNumbers(db, userId)).some((number) => number.phone === phone);
}
