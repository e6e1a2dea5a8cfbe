import type { Twilio } from 'twilio';
import { messageOf, numberIn, unlessTwilioAnswered } from '../unanswered-request';
import { PermanentCallError, type VoiceProvider } from './voice-provider';

// 13223/13224 invalid or unsupported number, 13227 no international permission,
// 21215/21216 geo permissions or blocked number, 21217 number not valid.
const permanentCodes = new Set([13223, 13224, 13227, 21215, 21216, 21217]);

export function createTwilioVoiceProvider(client: Twilio): VoiceProvider {
  return {
    name: 'twilio',
    async place(call) {
      try {
        const created = await client.calls.create({
          to: call.to,
          from: call.from,
          url: call.answerUrl,
          method: 'POST',
          statusCallback: call.statusCallbackUrl,
          statusCallbackMethod: 'POST',
          statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
          // Ring long enough for someone who has to get up to reach the phone.
          timeout: 45,
        });
        return { sid: created.sid, status: created.status };
      } catch (error) {
        const code = numberIn(error, 'code');
        if (code !== undefined && permanentCodes.has(code)) {
          throw new PermanentCallError(messageOf(error), String(code));
        }
        throw unlessTwilioAnswered(error);
      }
    },

    async findPlaced(call, since) {
      // A queued call has no start time yet, so filter on creation time ourselves.
      const recent = await client.calls.list({ to: call.to, from: call.from, limit: 20 });
      const match = recent.find(
        (candidate) => candidate.dateCreated.getTime() >= since.getTime() - 60_000,
      );
      return match ? { sid: match.sid, status: match.status } : undefined;
    },
  };
}
