import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link in an alert (docs/product.md §2.10): it opens the alert's page without an account, so
 * it is signed, for one recipient of one check-in only, and good for 48 hours. The token is
 * `<payload>.<signature>`, both base64url; the payload names the check-in, the recipient, the
 * address or number it was sent to (as a mark, below) and the expiry, and the signature is an
 * HMAC-SHA256 of it under the service's secret (its own derived key, so no other signature of
 * the service can be replayed as one).
 */
export const ALERT_LINK_HOURS = 48;

export interface AlertLink {
  checkInId: string;
  /** `member:<id>` or `owner:<userId>`. */
  recipient: string;
  /** The mark of the address or number the link was sent to (`contactMark`). */
  sentTo: string;
  expiresAt: Date;
}

/** Where a link was sent: the recipient's e-mail address, or the number it was texted to. */
export type AlertContact =
  { channel: 'email'; address: string } | { channel: 'sms'; number: string };

const keyOf = (secret: string) => createHmac('sha256', secret).update('alert-links').digest();

const sign = (payload: string, secret: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/**
 * A short keyed hash of a contact: the link carries it instead of the address itself (the
 * payload is readable by whoever holds the link), and the page compares it with the
 * recipient's address and number now. A member whose e-mail and phone were changed (a lost
 * phone, an address given up) no longer opens the alerts sent to the old ones.
 */
export function contactMark(contact: AlertContact, secret: string) {
  const value =
    contact.channel === 'email'
      ? `email:${contact.address.trim().toLowerCase()}`
      : `sms:${contact.number}`;
  return createHmac('sha256', keyOf(secret)).update(value).digest('base64url').slice(0, 11);
}

export function alertToken(
  link: { checkInId: string; recipient: string; sentTo: AlertContact },
  from: Date,
  secret: string,
) {
  const expires = Math.floor(from.getTime() / 1000) + ALERT_LINK_HOURS * 3600;
  const payload = Buffer.from(
    JSON.stringify({
      c: link.checkInId,
      r: link.recipient,
      t: contactMark(link.sentTo, secret),
      e: expires,
    }),
  ).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

export type AlertLinkReading =
  { valid: true; link: AlertLink } | { valid: false; reason: 'forged' | 'expired' };

/** Reads a token; a forged one and an expired one are told apart only for the page's words. */
export function readAlertToken(token: string, now: Date, secret: string): AlertLinkReading {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { valid: false, reason: 'forged' };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { valid: false, reason: 'forged' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { valid: false, reason: 'forged' };
  }
  const { c, r, t, e } = (parsed ?? {}) as { c?: unknown; r?: unknown; t?: unknown; e?: unknown };
  // A link signed before links named their contact has no `t`: it opens nothing.
  if (
    typeof c !== 'string' ||
    typeof r !== 'string' ||
    typeof t !== 'string' ||
    typeof e !== 'number'
  )
    return { valid: false, reason: 'forged' };
  if (now.getTime() >= e * 1000) return { valid: false, reason: 'expired' };
  return {
    valid: true,
    link: { checkInId: c, recipient: r, sentTo: t, expiresAt: new Date(e * 1000) },
  };
}

/** Whether the link went to an address or number that is still the recipient's own. */
export function stillReaches(
  link: AlertLink,
  recipient: { email: string; phone: string | null },
  secret: string,
) {
  const current: AlertContact[] = [{ channel: 'email', address: recipient.email }];
  if (recipient.phone) current.push({ channel: 'sms', number: recipient.phone });
  return current.some((contact) => contactMark(contact, secret) === link.sentTo);
}
