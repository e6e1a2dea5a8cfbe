import { z } from 'zod';

// What the provider posts. Only the fields we use are required; providers add fields freely.
export const inboundSmsParams = z.object({
  MessageSid: z.string().min(1).max(64),
  From: z.string().min(1).max(64),
  To: z.string().min(1).max(64),
  Body: z.string().max(2000).default(''),
});

export const smsStatusParams = z.object({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().min(1).max(32),
  ErrorCode: z.string().max(16).optional(),
});

export const callQuery = z.object({ callId: z.uuid() });
export const gatherQuery = callQuery.extend({ attempt: z.coerce.number().int().min(1).max(5) });
export const smsStatusQuery = z.object({ messageId: z.uuid().optional() });

export const gatherParams = z.object({
  Digits: z.string().max(16).optional(),
  SpeechResult: z.string().max(500).optional(),
});

/**
 * A call to the service's own number (the number's "A call comes in" webhook). `StirVerstat` is
 * the provider's STIR/SHAKEN verdict on the caller ID; absent when the call carried none.
 */
export const inboundCallParams = z.object({
  CallSid: z.string().min(1).max(64),
  From: z.string().min(1).max(64),
  To: z.string().min(1).max(64),
  StirVerstat: z.string().max(64).optional(),
});

export const callStatusParams = z.object({ CallStatus: z.string().min(1).max(32) });
