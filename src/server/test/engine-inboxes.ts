import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { SEND_EMAIL_JOB } from '../channels/email/email-channel';
import { SEND_SMS_JOB } from '../channels/sms/sms-channel';
import { emails, simulatorEvents, smsMessages } from '../db/schema';
import type { TestHarness } from './test-app';

/**
 * What the phones and inboxes of engine-world.ts received, once the queued texts and e-mails
 * are worked as workers would, and the links in those e-mails pressed as people press them.
 */
export function engineInboxes(harness: TestHarness) {
  const db = harness.database.db;

  /**
   * Works every queued text, e-mail and simulated delivery until nothing is left, as workers
   * would.
   */
  async function drain() {
    for (let round = 0; round < 10; round += 1) {
      const queued = await db
        .select({ id: smsMessages.id })
        .from(smsMessages)
        .where(inArray(smsMessages.status, ['queued', 'sending']));
      const undelivered = await db
        .select({ sid: simulatorEvents.sid })
        .from(simulatorEvents)
        .where(and(eq(simulatorEvents.kind, 'sms'), eq(simulatorEvents.state, 'queued')));
      const unsent = await db
        .select({ id: emails.id })
        .from(emails)
        .where(eq(emails.status, 'queued'));
      if (queued.length === 0 && undelivered.length === 0 && unsent.length === 0) return;
      if (queued.length > 0) await harness.runJob(SEND_SMS_JOB, {});
      for (const { sid } of undelivered) await harness.runJob('simulator-deliver', { sid });
      for (const { id } of unsent) await harness.runJob(SEND_EMAIL_JOB, { emailId: id });
    }
  }

  /** The texts a phone received, oldest first (what the person read). */
  const textsTo = async (phone: string) =>
    (
      await db
        .select()
        .from(simulatorEvents)
        .where(and(eq(simulatorEvents.phone, phone), eq(simulatorEvents.direction, 'to_phone')))
        .orderBy(asc(simulatorEvents.createdAt))
    )
      .filter((event) => event.kind === 'sms')
      .map((event) => event.body);

  /** The e-mails of a kind the transport delivered to an address (what its inbox shows). */
  const emailsTo = (address: string, kind = 'family-notice') =>
    db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, address), eq(emails.kind, kind), eq(emails.status, 'sent')));

  /** A link an e-mail's text shows after `label: ` (as a person reads it), as a path of the app. */
  const linkIn = (email: typeof emails.$inferSelect, label: string) => {
    const url = new RegExp(`${label}: (\\S+)`).exec(email.textBody)?.[1];
    if (!url) throw new Error(`no "${label}" link in e-mail ${email.kind} to ${email.toAddress}`);
    return new URL(url).pathname;
  };

  /** POSTs to a link of an e-mail as its page's button does: no session, no Origin. */
  const postLink = async (path: string, body = '') => {
    const response = await harness.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status, path).toBe(200);
    return response.text();
  };

  /**
   * The person at `address` opens the confirmation e-mail she received and presses its button,
   * as a real family member agrees to e-mail (docs/product.md §3).
   */
  async function confirmEmail(address: string) {
    const [confirmation] = await emailsTo(address, 'email-confirmation');
    if (!confirmation) throw new Error(`no confirmation e-mail reached ${address}`);
    await postLink(linkIn(confirmation, 'Confirm my e-mail'));
  }

  /** RFC 8058 one-click unsubscribe from an e-mail's link, as a mail provider sends it. */
  const unsubscribeFrom = (email: typeof emails.$inferSelect) =>
    postLink(linkIn(email, 'Unsubscribe'), 'List-Unsubscribe=One-Click');

  return { drain, textsTo, emailsTo, linkIn, confirmEmail, unsubscribeFrom };
}
