import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The links e-mails carry that work without an account (docs/product.md §3): one confirms an address
 * for an account's e-mail, the other unsubscribes it. Signed like an alert's link
 * (`<payload>.<signature>`, an HMAC-SHA256 under a key of their own derived from the service's
 * secret), and bound to the address they were sent to, so a link only ever speaks for its own
 * mailbox. They do not expire: RFC 8058 expects an unsubscribe link to keep working, and a
 * confirmation can only agree for the mailbox that received it.
 */
export type EmailLink =
  | { purpose: 'confirm'; userId: string; address: string }
  /** `userId` null: the newsletter's own list, or e-mail for no account. */
  | { purpose: 'unsubscribe'; scope: 'account'; userId: string; address: string }
  | { purpose: 'unsubscribe'; scope: 'newsletter' | 'none'; address: string };

const keyOf = (secret: string) => createHmac('sha256', secret).update('email-links').digest();

const sign = (payload: string, secret: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function emailLinkToken(link: EmailLink, secret: string) {
  const payload = Buffer.from(
    JSON.stringify({
      p: link.purpose,
      s: link.purpose === 'unsubscribe' ? link.scope : undefined,
      u: 'userId' in link ? link.userId : undefined,
      a: link.address.toLowerCase(),
    }),
  ).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** Reads a token; undefined for anything not signed by us or not of this shape. */
export function readEmailLinkToken(token: string, secret: string): EmailLink | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let parsed: { p?: unknown; s?: unknown; u?: unknown; a?: unknown };
  try {
    parsed = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) ?? {}) as never;
  } catch {
    return undefined;
  }
  const { p, s, u, a } = parsed;
  if (typeof a !== 'string') return undefined;
  if (p === 'confirm' && typeof u === 'string')
    return { purpose: 'confirm', userId: u, address: a };
  if (p !== 'unsubscribe') return undefined;
  if (s === 'account' && typeof u === 'string')
    return { purpose: 'unsubscribe', scope: 'account', userId: u, address: a };
  if (s === 'newsletter' || s === 'none') return { purpose: 'unsubscribe', scope: s, address: a };
  return undefined;
}

export const confirmPath = (token: string) => `/email/confirm/${token}`;
export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;
