import { and, eq, ne, sql } from 'drizzle-orm';
import type { EmailChannel } from '../../channels/email/email-channel';
import { readEmailLinkToken } from '../../channels/email/email-links';
import { heldReasons } from '../../channels/email/held-reason';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { emailConsents, familyMemberParents, familyMembers, parents } from '../../db/schema';
import { product } from '@/shared/product';
import { namesList, ownerNameOf } from './ask-to-confirm';

export interface UnsubscribeDeps {
  db: Database;
  email: EmailChannel;
  clock: Clock;
  publicUrl: string;
  linkSecret: string;
  /** The newsletter's own list (the public site's): its e-mails carry this link too. */
  unsubscribeNewsletter: (address: string) => Promise<void>;
  /** The owner's notices go by text from now on (the settings feature's). */
  ownerEmailOff: (tx: Database, userId: string) => Promise<void>;
}

/**
 * RFC 8058 one-click unsubscribe, by the link in the e-mail's headers or body, without an
 * account. For an account's e-mail it stops everything that account sends the address, sign-in
 * links aside, and only that account's: the same person may follow her own mother through one
 * account and her husband's father through another, and one family's link must not silence
 * the other. The owner is told once. Returns false for a link that is not ours.
 */
export async function unsubscribeAddress(deps: UnsubscribeDeps, token: string): Promise<boolean> {
  const link = readEmailLinkToken(token, deps.linkSecret);
  if (link?.purpose !== 'unsubscribe') return false;
  if (link.scope !== 'account') {
    // E-mail for no account (a deleted account's goodbye): nothing more follows it anyway.
    if (link.scope === 'newsletter') await deps.unsubscribeNewsletter(link.address);
    return true;
  }

  const { userId, address } = link;
  await deps.db.transaction(async (tx) => {
    const owner = await ownerNameOf(tx, userId);
    if (!owner) return; // The account is gone, and its e-mail with it.
    const now = deps.clock.now();
    const [added] = await tx
      .insert(emailConsents)
      .values({ userId, address, status: 'unsubscribed', unsubscribedAt: now })
      .onConflictDoNothing()
      .returning();
    const [changed] = added
      ? [added]
      : await tx
          .update(emailConsents)
          .set({ status: 'unsubscribed', unsubscribedAt: now })
          .where(
            and(
              eq(emailConsents.userId, userId),
              eq(emailConsents.address, address),
              ne(emailConsents.status, 'unsubscribed'),
            ),
          )
          .returning();
    // A second click (or the provider's retry) changes nothing and tells nobody again.
    if (!changed) return;
    await deps.email.holdQueued(userId, address, heldReasons.unsubscribed, tx);
    if (owner.email.toLowerCase() === address) {
      // The owner herself: her notices go by text from now on; Settings says so.
      await deps.ownerEmailOff(tx, userId);
      return;
    }
    await tellOwner(deps, tx, { userId, address, ownerEmail: owner.email, at: now });
  });
  return true;
}

async function tellOwner(
  deps: UnsubscribeDeps,
  tx: Database,
  event: { userId: string; address: string; ownerEmail: string; at: Date },
) {
  const members = await tx
    .select({ id: familyMembers.id, first: familyMembers.firstName, last: familyMembers.lastName })
    .from(familyMembers)
    .where(
      and(
        eq(familyMembers.userId, event.userId),
        sql`lower(${familyMembers.email}) = ${event.address}`,
      ),
    );
  const followed = await tx
    .selectDistinct({ firstName: parents.firstName })
    .from(familyMemberParents)
    .innerJoin(parents, eq(parents.id, familyMemberParents.parentId))
    .where(
      sql`${familyMemberParents.familyMemberId} in (select id from family_members
        where user_id = ${event.userId} and lower(email) = ${event.address})`,
    );
  const name = members[0] ? `${members[0].first} ${members[0].last}` : event.address;
  const about = namesList(followed.map((parent) => parent.firstName).sort()) || 'your family';
  const subject = `${name} unsubscribed from e-mails about ${about}`;
  await deps.email.queue(
    {
      idempotencyKey: `email-unsubscribed:${event.userId}:${event.address}:${event.at.getTime()}`,
      to: event.ownerEmail,
      kind: 'email-unsubscribed',
      userId: event.userId,
      context: { address: event.address },
      content: {
        subject,
        heading: subject,
        paragraphs: [
          `${name} (${event.address}) used the unsubscribe link in one of our e-mails. We will not e-mail that address about your family again.`,
          `${name} is still told by text if they chose texts and agreed to them. Your dashboard shows who is told how.`,
        ],
        action: { label: 'Open your dashboard', url: `${deps.publicUrl}/dashboard` },
        footer: `You get this because you set up ${product.name}.`,
      },
    },
    tx,
  );
}
