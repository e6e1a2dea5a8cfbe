import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link in an alert (PRODUCT.md §2.10): it opens the alert's page without an account, so
 * it is signed, for one recipient of one check-in only, and good for 48 hours. The token is
 * `<payload>.<signature>`, both base64url; the payload names the check-in, the recipient and
 * the expiry, and the signature is an HMAC-SHA256 of it under the service's secret (its own
 * derived key, so no other signature of the service can be replayed as one).
 */
export const ALERT_LINK_HOURS = 48;

export interface AlertLink {
  checkInId: string;
  /** `member:<id>` or `owner:<userId>`. */
  recipient: string;
  expiresAt: Date;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('alert-links').digest();

const sign = (payload: string, secret: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function alertToken(link: Omit<AlertLink, 'expiresAt'>, from: Date, secret: string) {
  const expires = Math.floor(from.getTime() / 1000) + ALERT_LINK_HOURS * 3600;
  const payload = Buffer.from(
    JSON.stringify({ c: link.checkInId, r: link.recipient, e: expires }),
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
  const { c, r, e } = (parsed ?? {}) as { c?: unknown; r?: unknown; e?: unknown };
  if (typeof c !== 'string' || typeof r !== 'string' || typeof e !== 'number')
    return { valid: false, reason: 'forged' };
  if (now.getTime() >= e * 1000) return { valid: false, reason: 'expired' };
  return { valid: true, link: { checkInId: c, recipient: r, expiresAt: new Date(e * 1000) } };
}
