import { z } from './zod';
import { missedReasons, skipReasons } from './check-ins';
import { checkInWays } from './family';
import { pausedByKinds } from './pauses';

/**
 * A check-in's history, step by step (the `check_in_events` table): written by the engine,
 * read by the dashboard's Recent Activity, the weekly report and the simulation, all through
 * this one type. Adding a kind here makes every reader that switches over it fail to compile
 * until it says what the new step means; the database refuses a kind not listed here.
 */

/** What a parent's words meant, by the reply rules (src/server/replies). */
export const replyMeanings = ['ok', 'needs_help', 'help', 'opt_out', 'opt_in', 'other'] as const;

/** The family notices a day can bring (src/server/features/checkins/notices.ts). */
export const familyNoticeKinds = [
  'ok',
  'no',
  'info',
  'no_response',
  'undeliverable',
  'late',
  'claimed',
  'resolved',
  /** Taken in hand 60 minutes ago with no "SHE'S OK" since: open to everyone again (§2.15). */
  'reopened',
  /** A weather warning where she lives brought her an extra check-in today, and why (§2.16). */
  'weather',
] as const;
export type FamilyNoticeKind = (typeof familyNoticeKinds)[number];

const step = <Kind extends string, Detail extends z.ZodRawShape>(kind: Kind, detail: Detail) =>
  z.object({ kind: z.literal(kind), detail: z.object(detail) });

export const checkInStepSchema = z.discriminatedUnion('kind', [
  /** The day was not sent, and why. */
  step('skipped', { reason: z.enum(skipReasons).nullable() }),
  /**
   * The day is paused (docs/product.md §2.14): begun paused, or closed by her own PAUSE text
   * while it waited for her answer (`body`: her words).
   */
  step('paused', { by: z.enum(pausedByKinds), body: z.string().optional() }),
  /** The day's text was queued (or, for a call parent, her call is due). */
  step('text_queued', { manual: z.boolean() }),
  step('call_due', { manual: z.boolean() }),
  /** The provider's reports on the day's text. */
  step('sent', {}),
  step('delivered', {}),
  step('undeliverable', { error: z.string().nullable().optional() }),
  /** Her words, typed or said on a call to the service. */
  step('reply', {
    body: z.string(),
    meaning: z.enum(replyMeanings),
    late: z.boolean().optional(),
    channel: z.literal('voice').optional(),
  }),
  /** A YES (or an answer on a call to us) before the day's time. */
  step('checked_in_early', {
    body: z.string(),
    meaning: z.enum(['ok', 'needs_help']),
    channel: z.enum(['sms', 'voice']),
  }),
  /** A call placed for the day: the follow-up call, or a call parent's first or second. */
  step('call_queued', { attempt: z.number(), checkInBy: z.enum(checkInWays) }),
  step('call_answered', {
    answer: z.enum(['ok', 'help', 'opt_out']),
    late: z.boolean().optional(),
  }),
  step('call_unanswered', {
    reason: z.enum(missedReasons),
    attempt: z.number(),
    checkInBy: z.enum(checkInWays).optional(),
  }),
  /** The family was told: which notice, and who by which channels. */
  step('family_told', {
    notice: z.enum(familyNoticeKinds),
    told: z.array(z.object({ recipient: z.string(), channels: z.array(z.string()) })),
  }),
  /** "I'm on it" and "SHE'S OK", by whom (and what they added). */
  step('claimed', { by: z.string() }),
  step('resolved', { by: z.string(), note: z.string() }),
  /** A claim that brought no "SHE'S OK" within 60 minutes: the alert is open again (§2.15). */
  step('reopened', { by: z.string(), since: z.string() }),
  /**
   * Nobody took the alert in hand within 15 minutes: the parent's backup contacts were told
   * (§2.15), each by text or by a call (`told`: `backup:<id>` and the channel).
   */
  step('backups_told', {
    told: z.array(z.object({ recipient: z.string(), channels: z.array(z.string()) })),
  }),
]);

export type CheckInStep = z.infer<typeof checkInStepSchema>;
export type CheckInStepKind = CheckInStep['kind'];
/** One kind's detail. */
export type StepDetail<Kind extends CheckInStepKind> = Extract<
  CheckInStep,
  { kind: Kind }
>['detail'];

export const checkInStepKinds: readonly CheckInStepKind[] = checkInStepSchema.options.map(
  (option) => option.shape.kind.value,
);

/** A kind of step named in SQL, checked against the union: a renamed kind fails to compile. */
export const stepKind = (kind: CheckInStepKind) => kind;

/** A stored step as the engine wrote it; undefined for a row this version cannot read. */
export function readCheckInStep(row: { kind: string; detail: unknown }): CheckInStep | undefined {
  const parsed = checkInStepSchema.safeParse({ kind: row.kind, detail: row.detail });
  return parsed.success ? parsed.data : undefined;
}

/**
 * Steps recorded in one transaction share their time; within it they happened in this order
 * (a text is sent before it is delivered, the family is told after the reply, a claim after
 * the notice it answers). The dashboard orders its rows by it (dashboard/service.ts).
 */
export const stepOrderWithinAMoment: Record<CheckInStepKind, number> = {
  skipped: 0,
  paused: 0,
  text_queued: 0,
  call_due: 0,
  checked_in_early: 0,
  sent: 1,
  delivered: 2,
  undeliverable: 3,
  reply: 4,
  call_queued: 5,
  call_answered: 6,
  call_unanswered: 6,
  family_told: 7,
  claimed: 8,
  resolved: 8,
  reopened: 8,
  backups_told: 8,
};
