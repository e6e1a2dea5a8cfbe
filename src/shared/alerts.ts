import { z } from './zod';
import { isoInstant } from './api-response';
import { checkInStatuses } from './check-ins';
import { stripDaySchema } from './week-strip';

/**
 * The page an alert links to (docs/product.md §2.10): one recipient's view of a parent's check-in,
 * opened without an account through a signed link good for 48 hours.
 */
export const alertViewSchema = z.object({
  parent: z.object({ firstName: z.string(), name: z.string(), timezone: z.string() }),
  day: z.object({
    localDate: z.string(),
    status: z.enum(checkInStatuses),
    statusLabel: z.string(),
    /** What happened, in a sentence ("Ruth did not reply to the text and …"). */
    summary: z.string(),
    sentAt: isoInstant.nullable(),
    respondedAt: isoInstant.nullable(),
    alertedAt: isoInstant.nullable(),
    /** The parent's own words, when she wrote or said any. */
    words: z.string().nullable(),
  }),
  /** The parent's last seven local days, oldest first, today last. */
  week: z.array(stripDaySchema),
  /** Whether the day is an open alert that someone can take in hand. */
  open: z.boolean(),
  claimedBy: z.object({ name: z.string(), at: isoInstant }).nullable(),
  resolvedBy: z.object({ name: z.string(), note: z.string(), at: isoInstant }).nullable(),
  /** Who this link is for. */
  you: z.object({ name: z.string(), onIt: z.boolean() }),
  expiresAt: isoInstant,
});
export type AlertView = z.infer<typeof alertViewSchema>;

/** GET /api/alerts/:token and its claim and resolve. */
export const alertResponse = z.object({ alert: alertViewSchema });

export const alertMessages = {
  expired:
    'This link has expired. Links in alerts work for 48 hours; the newest alert has a fresh one.',
  invalid: 'This link is not valid. Please use the link in the alert you received.',
  noteTooLong: 'Please keep the note under 300 characters.',
} as const;

export const resolveAlertSchema = z.object({
  note: z.string().trim().max(300, alertMessages.noteTooLong).default(''),
});
export type ResolveAlertInput = z.infer<typeof resolveAlertSchema>;

export const alertTokenSchema = z.object({
  token: z.string().min(1, alertMessages.invalid).max(600, alertMessages.invalid),
});
