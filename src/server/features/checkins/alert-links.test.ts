import { describe, expect, it } from 'vitest';
import { alertToken, readAlertToken } from './alert-links';

const secret = 's'.repeat(32);
const at = new Date('2026-01-12T15:00:00Z');
const link = { checkInId: '4b1b2c9e-1111-4222-8333-444455556666', recipient: 'member:abc' };

describe('alert links', () => {
  it('open for their recipient for 48 hours, then not', () => {
    const token = alertToken(link, at, secret);
    expect(readAlertToken(token, new Date(at.getTime() + 47 * 3600_000), secret)).toEqual({
      valid: true,
      link: { ...link, expiresAt: new Date(at.getTime() + 48 * 3600_000) },
    });
    expect(readAlertToken(token, new Date(at.getTime() + 48 * 3600_000), secret)).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('refuse a changed payload, another secret, and anything that is not a token', () => {
    const token = alertToken(link, at, secret);
    const [payload, signature] = token.split('.');
    const other = Buffer.from(
      JSON.stringify({ c: link.checkInId, r: 'owner:someone', e: 9_999_999_999 }),
    ).toString('base64url');
    for (const forged of [
      `${other}.${signature}`,
      `${payload}.${signature!.slice(0, -2)}AA`,
      alertToken(link, at, 't'.repeat(32)),
      'nothing',
      '',
      `${payload}.${signature}.extra`,
    ]) {
      expect(readAlertToken(forged, at, secret)).toEqual({ valid: false, reason: 'forged' });
    }
  });
});
