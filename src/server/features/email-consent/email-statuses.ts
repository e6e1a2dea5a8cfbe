import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { EmailConsentStatus } from '@/shared/email-consent';

/**
 * How each address stands with an account's e-mail, as the e-mail channel's hold rule reads it
 * (held-reason.ts): the owner's own address agreed by signing in; any other waits until it
 * confirms.
 */
export async function emailStatusesOf(
  db: Database,
  userId: string,
): Promise<(address: string) => EmailConsentStatus> {
  // One statement: the owner's address, with the account's consents as one JSON value.
  const [owner] = await db
    .select({
      email: users.email,
      // Written out in SQL: Drizzle leaves a one-table select's columns unqualified.
      consents: sql<{ address: string; status: EmailConsentStatus }[]>`coalesce(
        (select json_agg(json_build_object('address', c.address, 'status', c.status))
           from email_consents c where c.user_id = users.id),
        '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return emailStatusReader(owner?.email ?? null, owner?.consents ?? []);
}

/**
 * `emailStatusesOf` from facts already read: the owner's address and the account's consents
 * (the dashboard's overview reads them in its own statement).
 */
export function emailStatusReader(
  ownerEmail: string | null,
  consents: { address: string; status: EmailConsentStatus }[],
): (address: string) => EmailConsentStatus {
  const byAddress = new Map(consents.map((row) => [row.address, row.status]));
  const owner = ownerEmail?.toLowerCase();
  return (address) => {
    const lower = address.toLowerCase();
    const status = byAddress.get(lower);
    if (status === 'unsubscribed') return status;
    if (lower === owner) return 'confirmed';
    return status ?? 'waiting';
  };
}
