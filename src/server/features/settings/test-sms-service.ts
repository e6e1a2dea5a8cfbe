import { randomUUID } from 'node:crypto';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import { findSms } from '../../channels/sms/sms-repository';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { settingsMessages, type TestSmsResult } from '@/shared/settings';
import { isOwnNumber, listOwnNumbers } from './own-numbers';

const acceptedStatuses = new Set(['accepted', 'sent', 'delivered']);

/**
 * The dashboard's Test SMS: a real text through the SMS channel, recorded for the account, to
 * one of the account's own numbers whose SMS consent is verified.
 *
 * The send itself is the worker's job (it keeps the number's send rate and reconciles unknown
 * outcomes), so this waits a few seconds for that job to hand the text to the provider, and
 * answers with the provider's message id, or with its refusal. A worker that is busy or down
 * does not make the owner wait: after `waitMs` the stored message's id is returned instead.
 */
export function createTestSmsService(deps: {
  db: Database;
  sms: SmsChannel;
  waitMs?: number;
  pollMs?: number;
}) {
  const { db, sms, waitMs = 10_000, pollMs = 250 } = deps;
  return {
    /** The account's numbers a test text may go to. */
    numbers: (userId: string) => listOwnNumbers(db, userId),

    async send(userId: string, to: string, body: string): Promise<TestSmsResult> {
      // Only to the family's own phones that agreed to texts: anything else would make this a
      // way to text strangers at our cost (toll fraud, spam).
      if (!(await isOwnNumber(db, userId, to)))
        throw new AppError('bad_request', settingsMessages.notOwnNumber);
      if (await sms.isOptedOut(to)) throw new AppError('conflict', settingsMessages.optedOut);
      const queued = await sms.queue({
        // Each press is its own text; the route's rate limit bounds how many.
        idempotencyKey: `test-sms:${userId}:${randomUUID()}`,
        to,
        body,
        kind: 'test',
        userId,
        context: { userId, source: 'dashboard' },
      });
      const deadline = Date.now() + waitMs;
      for (;;) {
        const message = await findSms(db, queued.id);
        if (!message) throw new AppError('internal_error', 'The text was not stored.');
        if (message.providerSid && acceptedStatuses.has(message.status))
          return { success: true, messageSid: message.providerSid, messageId: message.id, to };
        if (message.status === 'blocked') throw new AppError('conflict', settingsMessages.optedOut);
        if (message.status === 'failed' || message.status === 'undelivered')
          throw new AppError(
            'bad_request',
            message.errorMessage || 'The SMS provider did not accept the text.',
          );
        if (Date.now() >= deadline)
          return { success: true, messageSid: null, messageId: message.id, to };
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
  };
}

export type TestSmsService = ReturnType<typeof createTestSmsService>;
