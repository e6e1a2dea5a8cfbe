import { eq, inArray, like, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { verifications } from '../db/schema';

const emailOfSignInLink = (value: string) => {
  try {
    const record = JSON.parse(value) as { type?: unknown; email?: unknown };
    return record.type === 'magic-link' && typeof record.email === 'string'
      ? record.email.toLowerCase()
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Ends every e-mailed link of this account that is still pending: sign-in links (better-auth
 * stores `{"type":"magic-link","email":…}` as their value) and password-reset links (their value
 * is the user's id). Identifiers are stored hashed, so the values are what can be matched. A
 * password reset and "sign out everywhere" call it: a link mailed before either must not open
 * a new session after it.
 */
export async function endPendingLinks(db: Database, user: { id: string; email: string }) {
  const candidates = await db
    .select({ id: verifications.id, value: verifications.value })
    .from(verifications)
    .where(or(eq(verifications.value, user.id), like(verifications.value, '%"magic-link"%')));
  const ids = candidates
    .filter(
      (row) => row.value === user.id || emailOfSignInLink(row.value) === user.email.toLowerCase(),
    )
    .map((row) => row.id);
  if (ids.length > 0) await db.delete(verifications).where(inArray(verifications.id, ids));
}
