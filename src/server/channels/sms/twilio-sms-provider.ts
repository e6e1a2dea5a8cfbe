import type { Twilio } from 'twilio';
import { mapWithConcurrency } from '../../jobs/map-with-concurrency';
import { messageOf, numberIn, unlessTwilioAnswered } from '../unanswered-request';
import {
  PermanentSmsError,
  type OutboundSms,
  type ProviderSmsRecord,
  type ProviderSmsStatus,
  type SmsProvider,
} from './sms-provider';

// Twilio error codes that mean "this will never be sent"; retrying cannot help.
// 21211 invalid To, 21408 region not enabled, 21610 recipient replied STOP, 21612 unreachable
// To, 21614 not a mobile number.
const permanentCodes = new Set([21211, 21408, 21610, 21612, 21614]);

/**
 * Requests in flight at once. With the SDK's 30-second timeout, a batch of four rounds ends
 * within two minutes even if every request hangs: inside the outbox's claim.
 */
const CONCURRENT_REQUESTS = 16;

/** Who the texts come from: one number, or a Messaging Service (a pool Twilio sends from). */
export type TwilioSender = { from: string } | { messagingServiceSid: string };

export function createTwilioSmsProvider(client: Twilio, sender: TwilioSender): SmsProvider {
  const senderParams =
    'messagingServiceSid' in sender
      ? { messagingServiceSid: sender.messagingServiceSid }
      : { from: sender.from };

  async function send(sms: OutboundSms): Promise<ProviderSmsRecord> {
    try {
      const message = await client.messages.create({
        to: sms.to,
        ...senderParams,
        body: sms.body,
        statusCallback: sms.statusCallbackUrl,
      });
      return { sid: message.sid, status: message.status as ProviderSmsStatus };
    } catch (error) {
      const code = numberIn(error, 'code');
      if (code !== undefined && permanentCodes.has(code)) {
        throw new PermanentSmsError(messageOf(error), String(code), code === 21610);
      }
      throw unlessTwilioAnswered(error);
    }
  }

  return {
    name: 'twilio',
    batchSize: CONCURRENT_REQUESTS * 4,
    sendBatch: (batch) =>
      mapWithConcurrency(batch, CONCURRENT_REQUESTS, async (sms) => {
        try {
          return { accepted: await send(sms) };
        } catch (error) {
          return { error };
        }
      }),

    async findAccepted(sms, since): Promise<ProviderSmsRecord | undefined> {
      // Twilio keeps no client reference on messages, so match on the parties and the text
      // among the recent messages between them, created after the unknown attempt began. A
      // Messaging Service may have sent from any number of its pool: match on the service.
      const recent = await client.messages.list({
        to: sms.to,
        ...('from' in senderParams ? { from: senderParams.from } : {}),
        limit: 20,
      });
      const match = recent.find(
        (message) =>
          message.body === sms.body &&
          message.dateCreated.getTime() >= since.getTime() - 60_000 &&
          ('messagingServiceSid' in senderParams
            ? message.messagingServiceSid === senderParams.messagingServiceSid
            : true),
      );
      return match ? { sid: match.sid, status: match.status as ProviderSmsStatus } : undefined;
    },
  };
}
