import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { toE164 } from '@/shared/phone';

// What the changes to a family share: the stored form of a number, the one answer for a row
// that is missing or another owner's, and the owner's lock.

// The schemas have already checked each number converts; this only does the conversion.
export const e164 = (phone: string, country: string) => toE164(phone, country) ?? phone;

// Not found and not yours answer the same, so nobody can probe for other accounts' rows.
export const notFound = (what: string) => new AppError('not_found', `No such ${what}.`);

/**
 * Serialises changes to one owner's family: taken at the start of a transaction that checks a
 * count (at most four parents, at least one of each), so two requests at once cannot both pass.
 */
export async function lockOwner(tx: Database, userId: string) {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}
