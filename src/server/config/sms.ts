import { z } from 'zod';
import type { ProviderMode } from './providers';
import { blankToUndefined, optionalString } from './variables';

/** Texts and calls: Twilio's account and number, or the phone simulator when they are unset. */
export const smsEnvironment = z.object({
  SMS_MESSAGES_PER_SECOND: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'must be a number (0 = no limit)' }).min(0).optional(),
  ),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM_NUMBER: optionalString,
  TWILIO_MESSAGING_SERVICE_SID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^MG[0-9a-f]{32}$/i, 'must be a Messaging Service SID (MG and 32 hex digits)')
      .optional(),
  ),
  TWILIO_SPANISH_VOICE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9._-]{0,63}$/, 'must be a Twilio voice name, e.g. Polly.Lupe')
      .default('Polly.Lupe'),
  ),
});
type SmsEnvironment = z.output<typeof smsEnvironment>;

/** The variables that select Twilio: all of them, or none. */
export const twilioVariables = [
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM_NUMBER',
] as const;

/** The simulator's own service number (a 555 number, never a real line). */
export const SIMULATOR_SERVICE_NUMBER = '+15555550100';

/**
 * The kinds of SMS sender, each with the rate it takes by default: a US long code one text a
 * second, a toll-free number three, a short code a hundred. A Messaging Service sends from a pool
 * of numbers at their summed rate, which only its owner knows: ten (a small pool) until
 * SMS_MESSAGES_PER_SECOND says. The simulator takes any rate; SMS_MESSAGES_PER_SECOND makes it
 * model one.
 */
export const smsSenderRates = {
  simulator: 0,
  'long-code': 1,
  'toll-free': 3,
  'short-code': 100,
  'messaging-service': 10,
} as const;
export type SmsSenderKind = keyof typeof smsSenderRates;
export interface SmsSender {
  kind: SmsSenderKind;
  /** The number, or the Messaging Service's SID: whose send slots the texts take. */
  id: string;
}

/** The sender kind of a number, from its shape (North American toll-free prefixes, short codes). */
export function senderKindOfNumber(number: string): SmsSenderKind {
  if (/^\d{5,6}$/.test(number)) return 'short-code';
  if (/^\+1(800|833|844|855|866|877|888)\d{7}$/.test(number)) return 'toll-free';
  return 'long-code';
}

export interface SmsConfig {
  /** The number calls come from and people text, in E.164 (the simulator's own number locally). */
  fromNumber: string;
  /** What texts are sent from: the number itself, or a Twilio Messaging Service (a pool). */
  sender: SmsSender;
  /** Texts per second the sender takes; 0 means no limit. */
  messagesPerSecond: number;
  twilio?: { accountSid: string; authToken: string };
  /** The voice Spanish-speaking parents' calls speak in (Twilio's name for it). */
  spanishVoice: string;
}

/** A Messaging Service sends the texts only: calls and replies still need Twilio's number. */
export function messagingServiceProblem(vars: SmsEnvironment, mode: ProviderMode) {
  if (vars.TWILIO_MESSAGING_SERVICE_SID && mode === 'local')
    return `TWILIO_MESSAGING_SERVICE_SID: needs ${twilioVariables.join(', ')} (calls and replies use the number)`;
  return undefined;
}

export function smsOf(vars: SmsEnvironment, mode: ProviderMode): SmsConfig {
  const fromNumber = vars.TWILIO_FROM_NUMBER ?? SIMULATOR_SERVICE_NUMBER;
  const sender: SmsSender =
    mode === 'local'
      ? { kind: 'simulator', id: fromNumber }
      : vars.TWILIO_MESSAGING_SERVICE_SID
        ? { kind: 'messaging-service', id: vars.TWILIO_MESSAGING_SERVICE_SID }
        : { kind: senderKindOfNumber(fromNumber), id: fromNumber };
  return {
    fromNumber,
    sender,
    messagesPerSecond: vars.SMS_MESSAGES_PER_SECOND ?? smsSenderRates[sender.kind],
    twilio:
      vars.TWILIO_ACCOUNT_SID && vars.TWILIO_AUTH_TOKEN
        ? { accountSid: vars.TWILIO_ACCOUNT_SID, authToken: vars.TWILIO_AUTH_TOKEN }
        : undefined,
    spanishVoice: vars.TWILIO_SPANISH_VOICE,
  };
}
