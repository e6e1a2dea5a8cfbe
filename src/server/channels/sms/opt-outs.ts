import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { phoneOptOuts } from '../../db/schema';

/** The opt-out registry. Every send checks it; STOP and START change it. */
export async function isOptedOut(db: Database, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ optedOut: phoneOptOuts.optedOut })
    .from(phoneOptOuts)
    .where(eq(phoneOptOuts.phone, phone));
  return row?.optedOut ?? false;
}

/** Whether `phone` (a value, or a column of the statement) has opted out, read in SQL. */
export const optedOutIn = (phone: string | SQL) =>
  sql<boolean>`exists (select 1 from phone_opt_outs o where o.phone = ${phone} and o.opted_out)`;

/** `blocked` when `phone` has opted out, else `queued`: a text's status, read in its insert. */
export const blockedIfOptedOut = (phone: string) =>
  sql<'blocked' | 'queued'>`case when ${optedOutIn(phone)} then 'blocked' else 'queued' end`;

/** Records the change; returns whether the number's state actually changed. */
export async function setOptedOut(
  db: Database,
  phone: string,
  optedOut: boolean,
  keyword: string,
): Promise<boolean> {
  const before = await isOptedOut(db, phone);
  await db
    .insert(phoneOptOuts)
    .values({ phone, optedOut, keyword, changedAt: new Date() })
    .onConflictDoUpdate({
      target: phoneOptOuts.phone,
      set: { optedOut, keyword, changedAt: new Date() },
    });
  return before !== optedOut;
}
