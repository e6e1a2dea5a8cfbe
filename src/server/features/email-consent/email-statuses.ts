import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailConsents, users } from '../../db/schema';
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
  const rows = await db
    .select({ address: emailConsents.address, status: emailConsents.status })
    .from(emailConsents)
    .where(eq(emailConsents.userId, userId));
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const byAddress = new Map(rows.map((row) => [row.address, row.status]));
  return (address) => {
    const lower = address.toLowerCase();
    const status = byAddress.get(lower);
    if (status === 'unsubscribed') return status;
    if (lower === owner?.email.toLowerCase()) return 'confirmed';
    return status ?? 'waiting';
  };
}
