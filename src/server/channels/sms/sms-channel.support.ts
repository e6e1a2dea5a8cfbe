import { eq } from 'drizzle-orm';
import { simulatorEvents, smsMessages } from '../../db/schema';
import type { TestHarness } from '../../test/test-app';
import { SEND_SMS_JOB } from './sms-channel';

/**
 * What the SMS channel's tests (sms-channel, compliance-keywords, sms-webhook.int.test.ts) ask of
 * a file's service: the channel, the phone simulator, and what reached a phone.
 */
export function smsHelpers(harness: () => TestHarness) {
  const sms = () => harness().services.channels.sms;
  const simulator = () => harness().services.channels.simulator!;

  async function networkTexts(to: string) {
    return harness()
      .database.db.select()
      .from(simulatorEvents)
      .where(eq(simulatorEvents.phone, to))
      .orderBy(simulatorEvents.createdAt);
  }

  async function messageRow(id: string) {
    const [row] = await harness()
      .database.db.select()
      .from(smsMessages)
      .where(eq(smsMessages.id, id));
    return row!;
  }

  /** Sends what the outbox holds, as a woken worker would. */
  async function sendQueued() {
    await harness().runJob(SEND_SMS_JOB, {});
  }

  return { sms, simulator, networkTexts, messageRow, sendQueued };
}
