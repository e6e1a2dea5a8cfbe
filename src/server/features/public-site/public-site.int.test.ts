import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSiteMessages } from '@/shared/public-site';
import { emails, newsletterSubscribers, waitlistEntries } from '../../db/schema';
import { postJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(async () => {
  await harness.close();
});

const post = (path: string, body: unknown, cookie?: string) =>
  postJson(harness, path, body, cookie);

async function emailedToken(address: string, pathPart: string) {
  const [email] = await harness.database.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, address))
    .orderBy(desc(emails.createdAt));
  const match = new RegExp(`${pathPart}\\?token=([\\w-]+)`).exec(email?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no ${pathPart} link for ${address}`);
  return match[1];
}

describe('the waitlist', () => {
  it('records a typed address once and says so', async () => {
    const first = await post('/api/waitlist', { email: 'Wait@Example.com' });
    expect(await first.json()).toEqual({
      status: 'added',
      message: publicSiteMessages.waitlistAdded,
    });
    const again = await post('/api/waitlist', { email: 'wait@example.com' });
    expect(await again.json()).toEqual({
      status: 'already',
      message: publicSiteMessages.waitlistAlready,
    });
    const rows = await harness.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, 'wait@example.com'));
    expect(rows).toHaveLength(1);
  });

  it("uses the signed-in owner's address when none is typed", async () => {
    const cookie = await signInAs(harness, 'owner-wait@example.com');
    const response = await post('/api/waitlist', {}, cookie);
    expect(await response.json()).toMatchObject({ status: 'added' });
    const [row] = await harness.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, 'owner-wait@example.com'));
    expect(row?.userId).toBeTruthy();
  });

  it('asks for an address when signed out and none is typed, and stores nothing', async () => {
    const response = await post('/api/waitlist', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: 'Please enter your email address' },
    });
    const bad = await post('/api/waitlist', { email: 'nope' });
    expect(await bad.json()).toMatchObject({ error: { message: 'Please enter a valid email' } });
  });
});

describe('the newsletter', () => {
  it('is double opt-in: pending until the e-mailed link is opened, with an unsubscribe link', async () => {
    const address = 'reader@example.com';
    const response = await post('/api/newsletter', { email: address });
    expect(await response.json()).toEqual({ message: publicSiteMessages.newsletterCheckEmail });
    const [pending] = await harness.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, address));
    expect(pending?.status).toBe('pending');

    const confirmToken = await emailedToken(address, '/newsletter/confirm');
    const unsubscribeToken = await emailedToken(address, '/newsletter/unsubscribe');
    // Tokens are stored only as hashes.
    expect(JSON.stringify(pending)).not.toContain(confirmToken);
    expect(JSON.stringify(pending)).not.toContain(unsubscribeToken);

    expect((await post('/api/newsletter/confirm', { token: confirmToken })).status).toBe(200);
    expect((await post('/api/newsletter/confirm', { token: confirmToken })).status).toBe(400);
    const [confirmed] = await harness.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, address));
    expect(confirmed?.status).toBe('confirmed');

    const left = await post('/api/newsletter/unsubscribe', { token: unsubscribeToken });
    expect(await left.json()).toEqual({ message: publicSiteMessages.newsletterUnsubscribed });
    const [gone] = await harness.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, address));
    expect(gone?.status).toBe('unsubscribed');
  });

  it('refuses a made-up link and changes nothing', async () => {
    const response = await post('/api/newsletter/confirm', { token: 'x'.repeat(32) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: publicSiteMessages.newsletterBadLink },
    });
  });

  it('sends a confirmed subscriber no second confirmation', async () => {
    const address = 'steady@example.com';
    await post('/api/newsletter', { email: address });
    await post('/api/newsletter/confirm', {
      token: await emailedToken(address, '/newsletter/confirm'),
    });
    const before = await harness.database.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, address));
    await post('/api/newsletter', { email: address });
    const after = await harness.database.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, address));
    expect(after).toHaveLength(before.length);
  });
});
