import { z } from 'zod';
import {
  checkInStatusLabel,
  checkInStatuses,
  type CheckInStatus,
  type SkipReason,
} from './check-ins';
import type { FamilyMemberDto, ParentDto } from './onboarding';

/**
 * Today's check-in for one parent, in the parent's own local date, as the overview shows it:
 * the engine's own status, or `not_started` when there is no check-in yet today. Each has its
 * own label (`todayLabel`), so a day stopped by STOP reads "Opted out", not "Not sent".
 */
export const todayStatuses = [...checkInStatuses, 'not_started'] as const;
export type TodayStatus = (typeof todayStatuses)[number];

export const todayStatusOf = (checkInStatus: CheckInStatus | null): TodayStatus =>
  checkInStatus ?? 'not_started';

export const todayLabel = (status: TodayStatus) =>
  status === 'not_started' ? 'Not sent yet' : checkInStatusLabel(status);

export interface TodayCheckIn {
  /** The parent's local date, YYYY-MM-DD. */
  localDate: string;
  status: TodayStatus;
  /** The engine's own status, or null when there is no check-in yet today. */
  checkInStatus: CheckInStatus | null;
  /** Why nothing went out. */
  skipReason: SkipReason | null;
  sentAt: string | null;
  respondedAt: string | null;
  /** Who took today's alert in hand ("I'm on it"), and when. */
  claimedBy: { name: string; at: string } | null;
}

export interface OverviewParent extends ParentDto {
  active: boolean;
  today: TodayCheckIn;
}

export interface DashboardOverview {
  counts: {
    parents: number;
    familyMembers: number;
    /** Texts of this account the provider accepted (sent or delivered). */
    messagesSent: number;
  };
  parents: OverviewParent[];
  familyMembers: FamilyMemberDto[];
}

/** One line of Recent Activity: a step of a check-in, in plain words. */
export interface ActivityItem {
  id: string;
  at: string;
  parentId: string;
  kind: string;
  text: string;
  tone: 'ok' | 'wait' | 'alert' | 'info';
}

export const activityQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number from 1 to 50.' })
    .int('Limit must be a number from 1 to 50.')
    .min(1, 'Limit must be a number from 1 to 50.')
    .max(50, 'Limit must be a number from 1 to 50.')
    .default(10),
});

/**
 * Where a page of history ends: the last row's time and id. Rows are ordered newest first by
 * (time, id), so texts queued in one transaction (which share a time) are neither lost nor
 * repeated between pages.
 */
const cursorShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z_[0-9a-f-]{36}$/i;

export const historyQuerySchema = z.object({
  parent: z.uuid('No such parent.').optional(),
  before: z
    .string()
    .regex(cursorShape, 'The page marker is not valid. Reload the history and try again.')
    .optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number from 1 to 100.' })
    .int('Limit must be a number from 1 to 100.')
    .min(1, 'Limit must be a number from 1 to 100.')
    .max(100, 'Limit must be a number from 1 to 100.')
    .default(25),
});

export type HistoryQuery = z.input<typeof historyQuerySchema>;

export const historyCursor = (at: string, id: string) => `${at}_${id}`;

export interface HistoryRecipient {
  type: 'parent' | 'family_member' | 'owner' | 'other';
  name: string | null;
}

/** One text or call of the account. */
export interface HistoryItem {
  id: string;
  channel: 'sms' | 'voice';
  /** checkin, checkin-reply, checkin-call, consent, family-notice, weekly-report, test, … */
  kind: string;
  toNumber: string;
  recipient: HistoryRecipient;
  /** The text, or what the call says. */
  body: string;
  /** The text's (queued, sent, delivered, failed…) or the call's (ringing, completed…). */
  status: string;
  /** What a call was answered with: ok, help, no-input. */
  answer: string | null;
  at: string;
}

export interface HistoryPage {
  items: HistoryItem[];
  /** Pass as `before` for the next page; null when this is the last. */
  nextBefore: string | null;
}

/** What each kind of text or call is, in the owner's words. */
export const messageKindLabels: Record<string, string> = {
  checkin: 'Check-in',
  'checkin-reply': 'Reply to parent',
  'checkin-call': 'Check-in call',
  consent: 'Consent request',
  'consent-reminder': 'Consent reminder',
  'family-notice': 'Family notice',
  'weekly-report': 'Weekly report',
  compliance: 'Compliance reply',
  test: 'Test message',
  'first-message': 'First message',
  notification: 'Notice',
};

export const messageKindLabel = (kind: string) =>
  messageKindLabels[kind] ?? kind.replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase());
