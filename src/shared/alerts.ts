import { z } from 'zod';
import type { CheckInStatus } from './check-ins';

/**
 * The page an alert links to (PRODUCT.md §2.10): one recipient's view of a parent's check-in,
 * opened without an account through a signed link good for 48 hours.
 */
export interface AlertView {
  parent: { firstName: string; name: string; timezone: string };
  day: {
    localDate: string;
    status: CheckInStatus;
    statusLabel: string;
    /** What happened, in a sentence ("Ruth did not reply to the text and …"). */
    summary: string;
    sentAt: string | null;
    respondedAt: string | null;
    alertedAt: string | null;
    /** The parent's own words, when she wrote or said any. */
    words: string | null;
  };
  /** Whether the day is an open alert that someone can take in hand. */
  open: boolean;
  claimedBy: { name: string; at: string } | null;
  resolvedBy: { name: string; note: string; at: string } | null;
  /** Who this link is for. */
  you: { name: string; onIt: boolean };
  expiresAt: string;
}

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
