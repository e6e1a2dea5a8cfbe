import { z } from './zod';
import { isoInstant } from './api-response';
import { consentSubjects } from './consent-subjects';
import { checkInTimeSchema, checkInTimeZones } from './family';
import {
  checkInTimesMessages,
  moreTimeSchema,
  moreTimesSchema,
  tooCloseAt,
} from './check-in-times';

/**
 * The set-up wizard's shared contract: its sub-steps in order, the schedule and first-message
 * rules, and the shapes the family set-up routes answer with.
 */
export const onboardingSteps = [
  'account',
  'parents',
  'family-members',
  'consent',
  'schedule',
  'payment',
  'first-message',
] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export const onboardingMessages = {
  enableOne: 'Enable at least one parent to continue',
  notVerified: (name: string) =>
    `${name} has not agreed to texts yet. Send the consent request and wait for their Y reply.`,
  optedOut: (name: string) => `${name}'s number has replied STOP, so nothing can be sent to it.`,
  chooseParent: 'Please choose a parent',
  message: 'Please write a message',
  messageTooLong: 'Please keep the message to 320 characters or fewer',
  notFinished: 'Please finish every step before completing set-up.',
  trialExists: 'This account already has a subscription.',
} as const;

/** PUT /api/schedules/:parentId */
export const scheduleSchema = z
  .object({
    timezone: z.enum(checkInTimeZones),
    messageTime: checkInTimeSchema,
    /**
     * The day's other check-in times (docs/product.md §2.13), in the order the owner set them;
     * absent, the ones she has are kept (their distance from a new first time is not checked).
     */
    moreTimes: moreTimesSchema,
    enabled: z.boolean(),
  })
  .superRefine((schedule, context) => {
    const at = tooCloseAt(schedule.messageTime, schedule.moreTimes ?? []);
    if (at >= 0)
      context.addIssue({
        code: 'custom',
        path: ['moreTimes', at, 'time'],
        message: checkInTimesMessages.apart,
      });
  });
export type ScheduleInput = z.input<typeof scheduleSchema>;

/** POST /api/first-message */
export const firstMessageSchema = z.object({
  parentId: z.uuid(onboardingMessages.chooseParent),
  /** A text's words. A parent checked on by call hears her welcome instead (welcome-message.ts). */
  message: z
    .string({ error: onboardingMessages.message })
    .trim()
    .min(1, onboardingMessages.message)
    .max(320, onboardingMessages.messageTooLong),
});
export type FirstMessageInput = z.input<typeof firstMessageSchema>;

/** PUT /api/onboarding: the sub-step to resume at. */
export const onboardingProgressSchema = z.object({ step: z.enum(onboardingSteps) });

// ---- What the routes answer (dates as ISO strings) ----

/** GET/PUT /api/profile: the owner's own details (the stored row; GET answers null before). */
export const profileDtoSchema = z.object({
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  email: z.string(),
  /** E.164 */
  cellPhone: z.string(),
  city: z.string(),
  state: z.string(),
  zipOrCounty: z.string(),
  country: z.string(),
});
export type ProfileDto = z.infer<typeof profileDtoSchema>;

export const profileResponse = z.object({ profile: profileDtoSchema });
export const maybeProfileResponse = z.object({ profile: profileDtoSchema.nullable() });

export const consentStatuses = ['pending', 'sent', 'verified', 'failed'] as const;
export type ConsentStatus = (typeof consentStatuses)[number];
/** How consent is asked and given: by text (reply Y), or by call (press 1 or say yes). */
export const consentChannels = ['sms', 'voice'] as const;
export type ConsentChannel = (typeof consentChannels)[number];

/** The consent row as POST /api/consents/:id/send answers it (no name: the list has it). */
export const sentConsentSchema = z.object({
  id: z.string(),
  /** `owner`: the account owner's own cell, asked only so alerts can reach them by text too. */
  subjectType: z.enum(consentSubjects),
  subjectId: z.string(),
  phone: z.string(),
  status: z.enum(consentStatuses),
  /** How the request is made: a text, or (a parent checked on by call) a call. */
  channel: z.enum(consentChannels),
  reminderCount: z.number(),
  sentAt: isoInstant.nullable(),
  verifiedAt: isoInstant.nullable(),
  failedReason: z.string().nullable(),
  /**
   * A request asked for at night where the person lives waits for their morning (docs/product.md
   * §3): when it will go, and the zone that time is in. Null when nothing waits.
   */
  waitsUntil: z.object({ at: isoInstant, zone: z.string() }).nullable(),
});

/** GET /api/consents: one per person, with their name. */
export const consentDtoSchema = sentConsentSchema.extend({
  name: z.string(),
  /** False for a family member told by e-mail only: never texted, so no consent is needed. */
  textsWanted: z.boolean(),
});
export type ConsentDto = z.infer<typeof consentDtoSchema>;

export const consentListResponse = z.object({ consents: z.array(consentDtoSchema) });
export const sentConsentResponse = z.object({ consent: sentConsentSchema });

export const scheduleDtoSchema = z.object({
  parentId: z.string(),
  parentName: z.string(),
  timezone: z.string(),
  messageTime: z.string(),
  moreTimes: z.array(moreTimeSchema),
  enabled: z.boolean(),
});
export type ScheduleDto = z.infer<typeof scheduleDtoSchema>;

export const scheduleListResponse = z.object({ schedules: z.array(scheduleDtoSchema) });
export const scheduleResponse = z.object({ schedule: scheduleDtoSchema });

/** GET /api/onboarding */
export const onboardingStateSchema = z.object({
  /** The sub-step to resume at, as last saved. */
  step: z.enum(onboardingSteps),
  firstMessageSentAt: isoInstant.nullable(),
  completed: z.boolean(),
});
export type OnboardingStateDto = z.infer<typeof onboardingStateSchema>;

/** POST /api/first-message: the text as queued. */
export const firstMessageResponse = z.object({
  sent: z.object({
    id: z.string(),
    to: z.string(),
    /** The text's or call's status, or "waiting" when it waits for her morning. */
    status: z.string(),
    /** Asked for at night where she lives (docs/product.md §3): when it will go, in her zone. */
    waitsUntil: z.object({ at: isoInstant, zone: z.string() }).nullable(),
  }),
});
