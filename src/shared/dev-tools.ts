import { z } from './zod';
import { isoInstant } from './api-response';
import { emailAddress } from './email-address';

/** Requests of the local-mode dev tools (mailbox, phone simulator, clock). */
/** What the person does on a call they make to the service: it answers at once. */
export const callerActions = [
  'press-1',
  'press-2',
  'press-9',
  'say-yes',
  'say-no',
  'stay-silent',
] as const;

/** What the person does with a ringing call from the service: all that, or not pick up. */
export const callActions = [...callerActions, 'no-answer', 'busy'] as const;

/** Words said on a call ("sí", "me caí", "stop calling"), heard as the speech recognizer would. */
const saying = z.object({
  action: z.literal('say'),
  words: z.string().trim().min(1, 'Type what the person says.').max(200),
});

export const phoneReplySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Type a message to send.')
    .max(1600, 'Keep it under 1600 characters.'),
});

export const callActionSchema = z.union([z.object({ action: z.enum(callActions) }), saying]);
export type CallActionInput = z.input<typeof callActionSchema>;

/**
 * What the phone network says of a caller ID (STIR/SHAKEN, as the provider's `StirVerstat`):
 * only the first counts as the number's owner calling; `none` sends no verdict at all.
 */
export const callerIdVerdicts = [
  'TN-Validation-Passed-A',
  'TN-Validation-Passed-B',
  'TN-Validation-Passed-C',
  'TN-Validation-Failed-A',
  'TN-Validation-Failed-B',
  'TN-Validation-Failed-C',
  'No-TN-Validation',
  'none',
] as const;
export type CallerIdVerdict = (typeof callerIdVerdicts)[number];

const verdict = z.enum(callerIdVerdicts).default('TN-Validation-Passed-A');

/** POST /api/dev/phone/:phone/call: the person calls the service's number. */
export const callServiceSchema = z.union([
  z.object({ action: z.enum(callerActions), verdict }),
  saying.extend({ verdict }),
]);
export type CallServiceInput = z.input<typeof callServiceSchema>;

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

export const devStatusSchema = z.object({
  now: isoInstant,
  /** How far ahead of real time the service clock is. */
  offsetMinutes: z.number(),
  /** How far ahead it started (DEV_CLOCK_AT), where "reset" takes it back to; 0 without. */
  startMinutes: z.number(),
  providers: z.object({ email: z.string(), sms: z.string() }),
  serviceNumber: z.string(),
});
export type DevStatus = z.infer<typeof devStatusSchema>;

/** POST /api/dev/clock: the clock as it now stands. */
export const clockResponse = devStatusSchema.pick({
  now: true,
  offsetMinutes: true,
  startMinutes: true,
});

export const mailboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.string(),
  createdAt: isoInstant,
});
export type MailboxEntry = z.infer<typeof mailboxEntrySchema>;
export const mailboxSchema = z.array(mailboxEntrySchema);

export const mailboxMessageSchema = mailboxEntrySchema.extend({
  text: z.string(),
  html: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const phoneThreadSummarySchema = z.object({
  phone: z.string(),
  lastBody: z.string(),
  lastKind: z.string(),
  lastAt: isoInstant,
  eventCount: z.number(),
  ringing: z.boolean(),
});
export type PhoneThreadSummary = z.infer<typeof phoneThreadSummarySchema>;
export const phoneThreadsSchema = z.array(phoneThreadSummarySchema);

export const phoneEventSchema = z.object({
  sid: z.string(),
  kind: z.enum(['sms', 'call']),
  direction: z.enum(['to_phone', 'from_phone']),
  body: z.string(),
  state: z.string(),
  /** A call: the language it was spoken and heard in (es-US, en-US); null for a text. */
  language: z.string().nullable(),
  createdAt: isoInstant,
});
export type PhoneEvent = z.infer<typeof phoneEventSchema>;
export const phoneThreadSchema = z.array(phoneEventSchema);

/** POST /api/dev/phone/:phone/reply: the simulated inbound text's id. */
export const simulatedReplyResponse = z.object({ sid: z.string() });
/** POST /api/dev/send-test: the queued message's id (and a text's status; no page shows it). */
export const testSendResponse = z.object({ id: z.string(), status: z.string().optional() });
