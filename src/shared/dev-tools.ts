import { z } from 'zod';
import { emailAddress } from './email-address';

/** Requests of the local-mode dev tools (mailbox, phone simulator, clock). */
export const callActions = [
  'press-1',
  'press-2',
  'say-yes',
  'say-no',
  'stay-silent',
  'no-answer',
  'busy',
] as const;

export const phoneReplySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Type a message to send.')
    .max(1600, 'Keep it under 1600 characters.'),
});

export const callActionSchema = z.object({ action: z.enum(callActions) });

export const clockChangeSchema = z.union([
  z.object({
    advanceMinutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 31),
  }),
  z.object({ reset: z.literal(true) }),
]);

export const testSendSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('sms'),
    to: z.string().trim().min(1, 'Enter a phone number.'),
    body: z.string().trim().min(1, 'Type a message to send.').max(1600),
  }),
  z.object({
    channel: z.literal('call'),
    to: z.string().trim().min(1, 'Enter a phone number.'),
    body: z.string().trim().min(1, 'Type what the call should say.').max(1000),
  }),
  z.object({
    channel: z.literal('email'),
    to: emailAddress({
      required: 'Enter a valid e-mail address.',
      invalid: 'Enter a valid e-mail address.',
    }),
    body: z.string().trim().min(1, 'Type a message to send.').max(5000),
  }),
]);

export interface DevStatus {
  now: string;
  offsetMinutes: number;
  providers: { email: string; sms: string };
  serviceNumber: string;
}

export interface MailboxEntry {
  id: string;
  to: string;
  from: string;
  subject: string;
  kind: string;
  status: string;
  createdAt: string;
}

export interface MailboxMessage extends MailboxEntry {
  text: string;
  html: string;
}

export interface PhoneThreadSummary {
  phone: string;
  lastBody: string;
  lastKind: string;
  lastAt: string;
  eventCount: number;
  ringing: boolean;
}

export interface PhoneEvent {
  sid: string;
  kind: 'sms' | 'call';
  direction: 'to_phone' | 'from_phone';
  body: string;
  state: string;
  createdAt: string;
}
