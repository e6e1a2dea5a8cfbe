import { z } from './zod';
import { isoInstant } from './api-response';
import { toE164 } from './phone';

/**
 * The account's voice follow-up settings and the dashboard's test text: the shared contract of
 * /api/settings/voice and /api/test-sms, with the messages the forms show.
 */
export const voiceResponses = ['keypad', 'voice', 'both'] as const;
export type VoiceResponse = (typeof voiceResponses)[number];
export const followUpDelays = [30, 60] as const;
export type FollowUpDelay = (typeof followUpDelays)[number];

export const defaultVoiceSettings = {
  voiceEnabled: true,
  voiceResponse: 'both',
  followUpDelayMinutes: 60,
} as const satisfies VoiceSettingsInput;

export const settingsMessages = {
  voiceResponse: 'Choose how a parent may answer the call: keypad, voice or both.',
  followUpDelay: 'The follow-up delay must be 30 or 60 minutes.',
  voiceEnabled: 'Say whether the follow-up call is on or off.',
  bothRequired: 'Please enter both phone number and message',
  phoneInvalid: 'Please enter a valid phone number',
  messageTooLong: 'Please keep the message to 320 characters or fewer',
  optedOut: 'That number has replied STOP, so nothing can be sent to it until it replies START.',
  notOwnNumber:
    "Test texts go only to your parents' and family members' numbers that have agreed to texts. Choose one of those numbers.",
  noOwnNumbers:
    'Nobody has agreed to texts yet. Once a parent or family member replies Y to the consent request, their number appears here.',
  rateLimited: (max: number) =>
    `You can send up to ${max} test texts an hour. Please wait a while and try again.`,
  testSmsSent: (sid: string) => `Test SMS sent successfully! Message SID: ${sid}`,
  testSmsQueued: (id: string) => `Test SMS queued; it goes out in a moment. Message ID: ${id}`,
  failed: (error: string) => `Failed to send SMS: ${error}`,
  unexpected: (message?: string) => `Error: ${message || 'Unknown error'}`,
} as const;

/** Test texts go to real phones: a handful an hour is enough to try the service out. */
export const TEST_SMS_PER_HOUR = 5;

/** PUT /api/settings/voice: every field, so a save is the whole state the owner saw. */
export const voiceSettingsSchema = z.strictObject({
  voiceEnabled: z.boolean({ error: settingsMessages.voiceEnabled }),
  voiceResponse: z.enum(voiceResponses, { error: settingsMessages.voiceResponse }),
  followUpDelayMinutes: z.union([z.literal(30), z.literal(60)], {
    error: settingsMessages.followUpDelay,
  }),
});
export type VoiceSettingsInput = z.input<typeof voiceSettingsSchema>;

export const voiceSettingsDtoSchema = z.object({
  voiceEnabled: z.boolean(),
  voiceResponse: z.enum(voiceResponses),
  followUpDelayMinutes: z.union([z.literal(30), z.literal(60)]),
  /** When the owner last saved them; null while the defaults apply. */
  updatedAt: isoInstant.nullable(),
});
export type VoiceSettingsDto = z.infer<typeof voiceSettingsDtoSchema>;

/** GET and PUT /api/settings/voice */
export const voiceSettingsResponse = z.object({ settings: voiceSettingsDtoSchema });

const blankable = (max: number, tooLong: string) =>
  z
    .string({ error: settingsMessages.bothRequired })
    .trim()
    .min(1, settingsMessages.bothRequired)
    .max(max, tooLong);

/**
 * POST /api/test-sms. A number without a leading + is read as a US number, as in the rest of
 * the app; the output is E.164.
 */
export const testSmsSchema = z.object({
  to: blankable(32, settingsMessages.phoneInvalid).transform((phone, context) => {
    const e164 = toE164(phone);
    if (!e164) {
      context.addIssue({ code: 'custom', message: settingsMessages.phoneInvalid });
      return z.NEVER;
    }
    return e164;
  }),
  message: blankable(320, settingsMessages.messageTooLong),
});
export type TestSmsInput = z.input<typeof testSmsSchema>;

export const testSmsResultSchema = z.object({
  success: z.literal(true),
  /** The provider's id once it accepted the text; null if the worker had not sent it yet. */
  messageSid: z.string().nullable(),
  /** Our stored message's id. */
  messageId: z.string(),
  /** E.164 */
  to: z.string(),
});
export type TestSmsResult = z.infer<typeof testSmsResultSchema>;

/** A number of the account that a test text may go to (GET /api/test-sms/numbers). */
export const ownNumberDtoSchema = z.object({
  name: z.string(),
  /** E.164 */
  phone: z.string(),
  who: z.enum(['parent', 'family_member', 'owner']),
});
export type OwnNumberDto = z.infer<typeof ownNumberDtoSchema>;

export const ownNumbersResponse = z.object({ numbers: z.array(ownNumberDtoSchema) });
