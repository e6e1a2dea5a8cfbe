import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { SmsChannel } from '../sms/sms-channel';
import { emptyTwiml } from '../voice/twiml';
import type { VoiceChannel } from '../voice/voice-channel';
import { verifyTwilioSignature, type WebhookEnv } from './twilio-signature';
import {
  callQuery,
  callStatusParams,
  gatherParams,
  gatherQuery,
  inboundCallParams,
  inboundSmsParams,
  smsStatusParams,
  smsStatusQuery,
} from './webhook-schemas';

export interface WebhookDependencies {
  sms: SmsChannel;
  voice: VoiceChannel;
  authToken: string;
  publicUrl: string;
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError('validation_failed', 'The webhook is missing required parameters.');
  }
  return result.data;
}

const twiml = (c: Context, body: string) => c.body(body, 200, { 'content-type': 'text/xml' });

/** The provider's webhooks for texts and calls; every one signed (see verifyTwilioSignature). */
export function webhookRoutes(deps: WebhookDependencies) {
  const { sms, voice, publicUrl } = deps;
  const gatherUrl = (callId: string) => (attempt: number) =>
    `${publicUrl}/webhooks/voice/gather?callId=${callId}&attempt=${attempt}`;

  return new Hono<WebhookEnv>()
    .use('*', verifyTwilioSignature(deps.authToken, publicUrl))
    .post('/sms', async (c) => {
      const params = parse(inboundSmsParams, c.get('webhookParams'));
      await sms.handleInbound({
        providerSid: params.MessageSid,
        from: params.From,
        to: params.To,
        body: params.Body,
      });
      // Replies go out through the queue (tracked, rate limited), never inline TwiML.
      return twiml(c, emptyTwiml());
    })
    .post('/sms/status', async (c) => {
      const params = parse(smsStatusParams, c.get('webhookParams'));
      const query = parse(smsStatusQuery, c.req.query());
      await sms.handleStatus({
        messageId: query.messageId,
        providerSid: params.MessageSid,
        status: params.MessageStatus,
        errorCode: params.ErrorCode,
      });
      return c.body(null, 204);
    })
    .post('/voice/inbound', async (c) => {
      const params = parse(inboundCallParams, c.get('webhookParams'));
      const inbound = {
        providerSid: params.CallSid,
        from: params.From,
        to: params.To,
        attestation: params.StirVerstat,
      };
      return twiml(c, await voice.takeInbound(inbound, gatherUrl));
    })
    .post('/voice/answer', async (c) => {
      const { callId } = parse(callQuery, c.req.query());
      return twiml(c, await voice.answer(callId, gatherUrl(callId)));
    })
    .post('/voice/gather', async (c) => {
      const { callId, attempt } = parse(gatherQuery, c.req.query());
      const params = parse(gatherParams, c.get('webhookParams'));
      const input = { digits: params.Digits, speech: params.SpeechResult };
      return twiml(c, await voice.gather(callId, attempt, input, gatherUrl(callId)));
    })
    .post('/voice/status', async (c) => {
      const { callId } = parse(callQuery, c.req.query());
      const params = parse(callStatusParams, c.get('webhookParams'));
      await voice.handleStatus(callId, params.CallStatus);
      return c.body(null, 204);
    });
}
