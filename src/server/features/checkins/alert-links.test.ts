import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alertToken, contactMark, readAlertToken, stillReaches } from './alert-links';

const secret = 's'.repeat(32);
const at = new Date('2026-01-12T15:00:00Z');
const phone = { channel: 'sms', number: '+17185550101' } as const;
const link = {
  checkInId: '4b1b2c9e-1111-4222-8333-444455556666',
  recipient: 'member:abc',
  sentTo: phone,
};

describe('alert links', () => {
  it('open for their recipient for 48 hours, then not', () => {
    const token = alertToken(link, at, secret);
    expect(readAlertToken(token, new Date(at.getTime() + 47 * 3600_000), secret)).toEqual({
      valid: true,
      link: {
        checkInId: link.checkInId,
        recipient: link.recipient,
        sentTo: contactMark(phone, secret),
        expiresAt: new Date(at.getTime() + 48 * 3600_000),
      },
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
      JSON.stringify({
        c: link.checkInId,
        r: 'owner:someone',
        t: contactMark(phone, secret),
        e: 9_999_999_999,
      }),
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

  it('refuse a link signed before links named where they were sent', () => {
    const payload = Buffer.from(
      JSON.stringify({ c: link.checkInId, r: link.recipient, e: 9_999_999_999 }),
    ).toString('base64url');
    // Signed as the service signed it then: still refused, for want of its contact.
    const key = createHmac('sha256', secret).update('alert-links').digest();
    const signature = createHmac('sha256', key).update(payload).digest('base64url');
    expect(readAlertToken(`${payload}.${signature}`, at, secret)).toEqual({
      valid: false,
      reason: 'forged',
    });
  });

  it('reach their recipient only while the number or address they went to is still theirs', () => {
    const reading = readAlertToken(alertToken(link, at, secret), at, secret);
    if (!reading.valid) throw new Error('expected a valid link');
    expect(
      stillReaches(reading.link, { email: 'jo@example.com', phone: phone.number }, secret),
    ).toBe(true);
    expect(
      stillReaches(reading.link, { email: 'jo@example.com', phone: '+17185550102' }, secret),
    ).toBe(false);
    expect(stillReaches(reading.link, { email: 'jo@example.com', phone: null }, secret)).toBe(
      false,
    );
    const emailed = readAlertToken(
      alertToken({ ...link, sentTo: { channel: 'email', address: 'Jo@Example.com' } }, at, secret),
      at,
      secret,
    );
    if (!emailed.valid) throw new Error('expected a valid link');
    expect(stillReaches(emailed.link, { email: 'jo@example.com', phone: null }, secret)).toBe(true);
    expect(
      stillReaches(emailed.link, { email: 'jo.new@example.com', phone: phone.number }, secret),
    ).toBe(false);
  });
});
