import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { EmailChannel } from '../../channels/email/email-channel';
import { confirmPath, emailLinkToken } from '../../channels/email/email-links';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { emailConsents, parents, profiles, users } from '../../db/schema';
import { product } from '@/shared/product';

/**
 * Caps a family never reaches and an abuser always does: confirmations one account may send in a
 * day, and one address may receive in a day from all accounts together. Over a cap the address
 * stays waiting, unasked; saving the member again on another day asks it then.
 */
export const CONFIRMATIONS_PER_ACCOUNT_PER_DAY = 20;
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface EmailConsentDeps {
  email: EmailChannel;
  clock: Clock;
  publicUrl: string;
  linkSecret: string;
}

/** "Grace", "Grace and Walt", "Grace, Walt and Ada". */
export const namesList = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The owner's name as the people she adds know it. */
export async function ownerNameOf(tx: Database, userId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      name: users.name,
      first: profiles.firstName,
      last: profiles.lastName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const full = `${row.first ?? ''} ${row.last ?? ''}`.trim();
  return { email: row.email, name: full || row.name || 'Someone' };
}

/**
 * Asks an address to agree to this account's e-mail (docs/product.md §3): one first e-mail with a
 * link, before anything else goes there. At most once per address and account, whatever is
 * saved how often (the e-mail's key says so too), and within the daily caps. The owner's own
 * address is not asked: she signed in with it. Called in the transaction that saves the person.
 */
export async function askToConfirm(
  deps: EmailConsentDeps,
  tx: Database,
  request: { userId: string; address: string; parentIds: string[] },
) {
  const address = request.address.toLowerCase();
  const owner = await ownerNameOf(tx, request.userId);
  if (!owner || owner.email.toLowerCase() === address) return;
  // One account's confirmations at a time, so the daily cap cannot be raced past.
  await tx.execute(sql`select id from users where id = ${request.userId} for update`);
  await tx.insert(emailConsents).values({ userId: request.userId, address }).onConflictDoNothing();
  const [consent] = await tx
    .select()
    .from(emailConsents)
    .where(and(eq(emailConsents.userId, request.userId), eq(emailConsents.address, address)));
  if (!consent || consent.status !== 'waiting' || consent.requestedAt) return;

  const now = deps.clock.now();
  const since = new Date(now.getTime() - DAY_MS);
  const [byAccount] = await tx
    .select({ total: count() })
    .from(emailConsents)
    .where(and(eq(emailConsents.userId, request.userId), gt(emailConsents.requestedAt, since)));
  const [byAddress] = await tx
    .select({ total: count() })
    .from(emailConsents)
    .where(and(eq(emailConsents.address, address), gt(emailConsents.requestedAt, since)));
  if (
    Number(byAccount?.total ?? 0) >= CONFIRMATIONS_PER_ACCOUNT_PER_DAY ||
    Number(byAddress?.total ?? 0) >= CONFIRMATIONS_PER_ADDRESS_PER_DAY
  )
    return;

  await tx.update(emailConsents).set({ requestedAt: now }).where(eq(emailConsents.id, consent.id));
  const followed =
    request.parentIds.length === 0
      ? []
      : await tx
          .select({ firstName: parents.firstName })
          .from(parents)
          .where(and(eq(parents.userId, request.userId), inArray(parents.id, request.parentIds)));
  const who = namesList(followed.map((parent) => parent.firstName)) || 'a loved one';
  const token = emailLinkToken(
    { purpose: 'confirm', userId: request.userId, address },
    deps.linkSecret,
  );
  await deps.email.queue(
    {
      idempotencyKey: `email-confirmation:${request.userId}:${address}`,
      to: request.address,
      kind: 'email-confirmation',
      userId: request.userId,
      content: {
        subject: `${owner.name} added you to ${who}'s family check-in`,
        heading: `${owner.name} added you to ${who}'s family check-in`,
        paragraphs: [
          `${product.name} sends ${who} a text each morning and tells the family how the day went. ${owner.name} would like you to be told by e-mail, including an alert if ${who} needs help or does not answer.`,
          'Confirm to get alerts by e-mail. Until you do, we send nothing else to this address.',
          `If you do not know ${owner.name}, ignore this e-mail: you will not hear from us again.`,
        ],
        action: { label: 'Confirm my e-mail', url: `${deps.publicUrl}${confirmPath(token)}` },
        footer: `You get this one e-mail because ${owner.name} typed your address into ${product.name}.`,
      },
    },
    tx,
  );
}
