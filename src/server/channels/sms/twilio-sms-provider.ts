import type { Twilio } from 'twilio';
import {
  PermanentSmsError,
  type ProviderSmsRecord,
  type ProviderSmsStatus,
  type SmsProvider,
} from './sms-provider';

// Twilio error codes that mean "this will never be sent"; retrying cannot help.
// 21211 invalid To, 21408 region not enabled, 21610 recipient replied STOP, 21612 unreachable
// To, 21614 not a mobile number.
const permanentCodes = new Set([21211, 21408, 21610, 21612, 21614]);

export function createTwilioSmsProvider(client: Twilio): SmsProvider {
  return {
    name: 'twilio',
    async send(sms) {
      try {
        const message = await client.messages.create({
          to: sms.to,
          from: sms.from,
          body: sms.body,
          statusCallback: sms.statusCallbackUrl,
        });
        return { sid: message.sid, status: message.status as ProviderSmsStatus };
      } catch (error) {
        const code = (error as { code?: number }).code;
        if (code !== undefined && permanentCodes.has(code)) {
          throw new PermanentSmsError((error as Error).message, String(code), code === 21610);
        }
        throw error;
      }
    },

    async findAccepted(sms, since): Promise<ProviderSmsRecord | undefined> {
      // Twilio keeps no client reference on messages, so match on the parties and the text
      // among the recent messages between them, created after the unknown attempt began.
      const recent = await client.messages.list({ to: sms.to, from: sms.from, limit: 20 });
      const match = recent.find(
        (message) =>
          message.body === sms.body && message.dateCreated.getTime() >= since.getTime() - 60_000,
      );
      return match ? { sid: match.sid, status: match.status as ProviderSmsStatus } : undefined;
    },
  };
}
