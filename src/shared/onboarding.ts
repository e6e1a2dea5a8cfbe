import { z } from 'zod';
import type { SubscribeBlock } from './billing';
import type { ConsentSubject } from './consent-subjects';
import { checkInTimeSchema, checkInTimeZones } from './family';

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
export const scheduleSchema = z.object({
  timezone: z.enum(checkInTimeZones),
  messageTime: checkInTimeSchema,
  enabled: z.boolean(),
});
export type ScheduleInput = z.input<typeof scheduleSchema>;

/** POST /api/first-message */
export const firstMessageSchema = z.object({
  parentId: z.uuid(onboardingMessages.chooseParent),
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

export interface ProfileDto {
  firstName: string;
  middleName: string;
  lastName: string;
  nickname: string;
  email: string;
  /** E.164 */
  cellPhone: string;
  city: string;
  state: string;
  zipOrCounty: string;
  country: string;
}

export interface ParentDto {
  id: string;
  firstName: string;
  middleName: string;
  lastName: string;
  nickname: string;
  relationshipType: string;
  relationshipDescription: string;
  /** E.164 */
  phone: string;
  timezone: string;
  city: string;
  state: string;
  zipOrCounty: string;
  country: string;
  /** HH:MM in the parent's time zone */
  messageTime: string;
  personalityType: string;
  /** Whether the daily check-in is switched on (the schedule step's switch). */
  checkInsEnabled: boolean;
  createdAt: string;
}

export interface FamilyMemberDto {
  id: string;
  firstName: string;
  middleName: string;
  lastName: string;
  nickname: string;
  cellPhone: string;
  email: string;
  city: string;
  state: string;
  zipOrCounty: string;
  country: string;
  notificationPreference: 'sms' | 'email' | 'both';
  parentIds: string[];
  createdAt: string;
}

export type ConsentStatus = 'pending' | 'sent' | 'verified' | 'failed';

export interface ConsentDto {
  id: string;
  /** `owner`: the account owner's own cell, asked only so alerts can reach them by text too. */
  subjectType: ConsentSubject;
  subjectId: string;
  name: string;
  phone: string;
  status: ConsentStatus;
  /** False for a family member told by e-mail only: never texted, so no consent is needed. */
  textsWanted: boolean;
  reminderCount: number;
  sentAt: string | null;
  verifiedAt: string | null;
  failedReason: string | null;
}

export interface ScheduleDto {
  parentId: string;
  parentName: string;
  timezone: string;
  messageTime: string;
  enabled: boolean;
}

export type SubscriptionStatus =
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

export interface SubscriptionDto {
  status: SubscriptionStatus;
  provider: 'demo' | 'stripe';
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  parentCount: number;
  familyMemberCount: number;
}

export interface PriceQuoteDto {
  parents: number;
  familyMembers: number;
  extraParents: number;
  extraFamilyMembers: number;
  totalCents: number;
  trialDays: number;
}

/** GET /api/billing/subscription */
export interface BillingStateDto {
  subscription: SubscriptionDto | null;
  quote: PriceQuoteDto;
  /** Why /subscription offers no subscribe button now, or null when it offers one. */
  subscribeBlock: SubscribeBlock | null;
}

/** GET /api/onboarding */
export interface OnboardingStateDto {
  /** The sub-step to resume at, as last saved. */
  step: OnboardingStep;
  firstMessageSentAt: string | null;
  completed: boolean;
}
