import { z } from './zod';
import { checkInStatusLabel, checkInStatuses, skipReasons, type CheckInStatus } from './check-ins';
import { isoInstant } from './api-response';
import { familyMemberDtoSchema } from './family-members';
import { parentDtoSchema } from './parents';
import { protectionSchema } from './protection';
import { stripDaySchema } from './week-strip';
import { weatherLocationStates } from './weather';

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

export const todayCheckInSchema = z.object({
  /** The parent's local date, YYYY-MM-DD. */
  localDate: z.string(),
  status: z.enum(todayStatuses),
  /** The engine's own status, or null when there is no check-in yet today. */
  checkInStatus: z.enum(checkInStatuses).nullable(),
  /** Why nothing went out. */
  skipReason: z.enum(skipReasons).nullable(),
  sentAt: isoInstant.nullable(),
  respondedAt: isoInstant.nullable(),
  /**
   * When today's text goes out, if the sender's rate (texts a second) makes it a minute or more
   * later than the chosen time: its slot once queued, a bound before ("by 9:04").
   */
  sendsBy: isoInstant.nullable(),
  /** Who took today's alert in hand ("I'm on it"), and when. */
  claimedBy: z.object({ name: z.string(), at: isoInstant }).nullable(),
  /** Who closed today's alert having spoken to her ("SHE'S OK"), and when. */
  resolvedBy: z.object({ name: z.string(), at: isoInstant }).nullable(),
  /**
   * Each of the day's check-ins (docs/product.md §2.13), in slot order: her times (HH:MM, in her
   * zone) and a weather warning's extra one (no set time). The fields above are the one the
   * family needs to see first: an open alert, else the latest begun.
   */
  checkIns: z.array(
    z.object({
      slot: z.number(),
      time: z.string().nullable(),
      status: z.enum(todayStatuses),
    }),
  ),
});
export type TodayCheckIn = z.infer<typeof todayCheckInSchema>;

export const overviewParentSchema = parentDtoSchema.extend({
  active: z.boolean(),
  /**
   * Whether her daily check-in goes out at all, and if not, why (docs/product.md §2.12): shown
   * instead of "Active" until it is fixed.
   */
  protection: protectionSchema,
  /** Whether weather warnings are read for her (docs/product.md §2.16): not without a location. */
  weatherLocation: z.enum(weatherLocationStates),
  today: todayCheckInSchema,
  /** The last 30 local days in the parent's zone, oldest first, today last. */
  strip: z.array(stripDaySchema),
});
export type OverviewParent = z.infer<typeof overviewParentSchema>;

/** GET /api/dashboard/overview */
export const dashboardOverviewSchema = z.object({
  counts: z.object({
    parents: z.number(),
    familyMembers: z.number(),
    /** Texts of this account the provider accepted (sent or delivered). */
    messagesSent: z.number(),
  }),
  parents: z.array(overviewParentSchema),
  familyMembers: z.array(familyMemberDtoSchema),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** One line of Recent Activity: a step of a check-in, in plain words. */
export const activityItemSchema = z.object({
  id: z.string(),
  at: isoInstant,
  parentId: z.string(),
  /** The parent's zone: the item's time is shown in it (src/web/lib/time-of.ts). */
  timezone: z.string(),
  kind: z.string(),
  text: z.string(),
  tone: z.enum(['ok', 'wait', 'alert', 'info']),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET /api/dashboard/activity */
export const activityResponse = z.object({ activity: z.array(activityItemSchema) });

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

export const historyRecipientSchema = z.object({
  type: z.enum(['parent', 'family_member', 'owner', 'other']),
  name: z.string().nullable(),
});
export type HistoryRecipient = z.infer<typeof historyRecipientSchema>;

/** One text or call of the account. */
export const historyItemSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'voice']),
  /** checkin, checkin-reply, checkin-call, consent, family-notice, weekly-report, test, … */
  kind: z.string(),
  toNumber: z.string(),
  recipient: historyRecipientSchema,
  /** The text, or what the call says. */
  body: z.string(),
  /** The text's (queued, sent, delivered, failed…) or the call's (ringing, completed…). */
  status: z.string(),
  /** What a call was answered with: ok, help, no-input. */
  answer: z.string().nullable(),
  at: isoInstant,
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** GET /api/messages */
export const historyPageSchema = z.object({
  items: z.array(historyItemSchema),
  /** Pass as `before` for the next page; null when this is the last. */
  nextBefore: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** What each kind of text or call is, in the owner's words. */
export const messageKindLabels: Record<string, string> = {
  checkin: 'Check-in',
  'checkin-reply': 'Reply to parent',
  'checkin-call': 'Check-in call',
  consent: 'Consent request',
  'consent-call': 'Consent call',
  'test-call': 'Test call',
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
