import { z } from './zod';

/**
 * Pausing a parent's check-ins (docs/product.md §2.14): a range of her own calendar dates with
 * no check-in, chosen by the owner on the dashboard or by the parent herself by text
 * ("PAUSE 3" / "PAUSA 3"). A paused day is shown as paused, never missed; everyone who follows
 * her is told who paused and until when, and told again the day check-ins resume.
 */

/** The longest pause the owner can set (a long hospital stay), in days. */
export const MAX_PAUSE_DAYS = 90;
/**
 * The longest pause a text can ask for. A text's sender is the network's claim, as a call's
 * caller ID is (decision 033): a stranger who could fake her number should silence her days
 * for weeks, not for a season. Her family is told at once either way.
 */
export const MAX_TEXT_PAUSE_DAYS = 30;

export const pausedByKinds = ['owner', 'parent'] as const;
export type PausedBy = (typeof pausedByKinds)[number];

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const pauseMessages = {
  from: 'Choose the first day of the pause.',
  until: 'Choose the last day of the pause.',
  order: 'The last day cannot be before the first day.',
  past: "A pause cannot start before today in the parent's time zone.",
  tooLong: `A pause can last at most ${MAX_PAUSE_DAYS} days.`,
  reason: 'Keep the reason under 200 characters.',
  notPaused: "This parent's check-ins are not paused.",
} as const;

/** Days from `from` to `until`, both counted (YYYY-MM-DD dates). */
export function daysIn(from: string, until: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${until}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}

/** A YYYY-MM-DD date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const at = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return at.toISOString().slice(0, 10);
}

/** The dashboard's pause: the first and last paused days in the parent's zone, and why. */
export const pauseSchema = z
  .object({
    from: z.string({ error: pauseMessages.from }).regex(isoDate, pauseMessages.from),
    until: z.string({ error: pauseMessages.until }).regex(isoDate, pauseMessages.until),
    reason: z.string().trim().max(200, pauseMessages.reason).optional().default(''),
  })
  .refine((pause) => pause.until >= pause.from, { message: pauseMessages.order, path: ['until'] })
  .refine((pause) => daysIn(pause.from, pause.until) <= MAX_PAUSE_DAYS, {
    message: pauseMessages.tooLong,
    path: ['until'],
  });
export type PauseInput = z.input<typeof pauseSchema>;

/** A parent's pause as the dashboard shows it. */
export const pauseDtoSchema = z.object({
  parentId: z.string(),
  /** First and last paused days, in her zone (YYYY-MM-DD). */
  from: z.string(),
  until: z.string(),
  reason: z.string(),
  by: z.enum(pausedByKinds),
  /** Who paused: the owner's name, or the parent's. */
  byName: z.string(),
});
export type PauseDto = z.infer<typeof pauseDtoSchema>;
export const pausesResponse = z.object({ pauses: z.array(pauseDtoSchema) });
export const pauseResponse = z.object({ pause: pauseDtoSchema });

/** "Mon, Dec 1" for a YYYY-MM-DD date, as every pause notice writes it. */
export function pauseDayText(date: string, language: 'en' | 'es' = 'en'): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(language === 'es' ? 'es-US' : 'en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
