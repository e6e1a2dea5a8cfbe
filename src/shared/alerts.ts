import { z } from './zod';
import { isoInstant } from './api-response';
import { checkInStatuses } from './check-ins';
import { stripDaySchema } from './week-strip';

/**
 * The page an alert links to (docs/product.md §2.10): one recipient's view of a parent's check-in,
 * opened without an account through a signed link good for 48 hours.
 */
export const alertViewSchema = z.object({
  parent: z.object({
    firstName: z.string(),
    name: z.string(),
    timezone: z.string(),
    /**
     * Her number, while the day is an open alert (the first step of the ladder): E.164 for the
     * `tel:` link, and as it is read ("(212) 555-0100"). Formatted by the server, so the page's
     * chunk carries no phone metadata.
     */
    phone: z.object({ e164: z.string(), reading: z.string() }).nullable(),
    /**
     * Her backup contacts, the people near her (§2.15), while the day is an open alert: the
     * second step of the ladder names them, each a number to dial with one tap.
     */
    nearby: z.array(z.object({ name: z.string(), e164: z.string(), reading: z.string() })),
  }),
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
    /** How her words came: typed in a text, or said on a call (issue 39: said is said). */
    wordsBy: z.enum(['text', 'call']).nullable(),
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

export const emergencyAdvice = 'In an emergency, call 911.';

/**
 * What to do about an alert, in order (docs/product.md §2.15): call her, then someone near her,
 * then 911. The text, the e-mail and the alert's page say it in these words, each making the
 * number tappable its own way. Her name, never "she" or "he": the service does not know which.
 * Short on purpose: with its link, an alert's text already runs to three SMS segments.
 */
export const nextSteps = (firstName: string) => ({
  call: `Call ${firstName} now:`,
  noAnswer: `No answer? Call someone near ${firstName}.`,
  emergency: emergencyAdvice,
});

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
