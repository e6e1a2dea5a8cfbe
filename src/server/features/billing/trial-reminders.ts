import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { emails, parents, subscriptions, users } from '../../db/schema';
import { nextTimeInWindow, reminderWindow } from '../../time/quiet-hours';
import { trialReminderDays } from '@/shared/billing';
import { familySizeText, formatDollars, monthlyPrice } from '@/shared/pricing';
import { product } from '@/shared/product';
import { familySize } from './family-size';

const DAY_MS = 86_400_000;
/** The owner has no zone of her own: she lives by her first parent's, as for the weekly report. */
const DEFAULT_ZONE = 'America/New_York';

/** "Grace", "Grace and Walter", "Grace, Walter and June". */
const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Which reminder is due for a trial ending at `end`: the last mark passed, or none yet. */
export function reminderDue(end: Date, now: Date): number | null {
  const left = end.getTime() - now.getTime();
  if (left <= 0) return null;
  const passed = trialReminderDays.filter((days) => left <= days * DAY_MS);
  return passed.length > 0 ? Math.min(...passed) : null;
}

export const trialReminderKey = (userId: string, end: Date, days: number) =>
  `trial-ending:${userId}:${end.toISOString()}:${days}d`;

/**
 * The owner's e-mails before her trial ends (docs/product.md §2.12): 3 days and 1 day before, each
 * once, between 9:00 AM and 8:00 PM in her zone, naming the date and what the plan costs for
 * her family (the catalogue's price for her counts, as /subscription shows it). A reminder
 * whose mark passed while a later one is due is not sent: the later one says it all.
 */
export async function sendTrialReminders(deps: {
  db: Database;
  email: EmailChannel;
  clock: Clock;
  publicUrl: string;
}) {
  const { db, email, clock, publicUrl } = deps;
  const now = clock.now();
  const ending = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        gt(subscriptions.trialEndsAt, now),
        lte(
          subscriptions.trialEndsAt,
          new Date(now.getTime() + Math.max(...trialReminderDays) * DAY_MS),
        ),
      ),
    );
  const due = ending.flatMap((row) => {
    const days = reminderDue(row.trialEndsAt!, now);
    return days ? [{ row, days, key: trialReminderKey(row.userId, row.trialEndsAt!, days) }] : [];
  });
  if (due.length === 0) return { sent: 0 };
  const told = new Set(
    (
      await db
        .select({ key: emails.idempotencyKey })
        .from(emails)
        .where(
          inArray(
            emails.idempotencyKey,
            due.map(({ key }) => key),
          ),
        )
    ).map(({ key }) => key),
  );
  let sent = 0;
  for (const { row, days, key } of due) {
    if (told.has(key)) continue;
    const family = await db
      .select({ firstName: parents.firstName, zone: parents.timezone })
      .from(parents)
      .where(and(eq(parents.userId, row.userId), eq(parents.active, true)))
      .orderBy(asc(parents.createdAt));
    const zone = family[0]?.zone ?? DEFAULT_ZONE;
    // Not at night: the next minute's sweep looks again, until her morning.
    if (nextTimeInWindow(now, zone, reminderWindow) > now) continue;
    const size = await familySize(db, row.userId);
    const price = formatDollars(monthlyPrice(size.parents, size.familyMembers).totalCents);
    const end = DateTime.fromJSDate(row.trialEndsAt!, { zone });
    const date = end.toFormat('cccc, LLLL d');
    const names = listOf(family.map((parent) => parent.firstName));
    await email.queue({
      idempotencyKey: key,
      to: await ownerEmailOf(db, row.userId),
      kind: 'trial-ending',
      userId: row.userId,
      context: { trialEndsAt: row.trialEndsAt!.toISOString(), daysBefore: days },
      content: {
        subject: `Your free trial ends on ${date}`,
        heading: `Your free trial ends on ${date}`,
        paragraphs: [
          `Your ${product.name} free trial ends on ${date}, at ${end.toFormat('h:mm a')}. After it, the plan is ${price}/month for ${familySizeText(size.parents, size.familyMembers)}.`,
          `Without a subscription, the daily check-ins stop when the trial ends: ${names || 'your parents'} will no longer be checked on, and nobody will be alerted if a day goes wrong. We will tell ${names ? `${names} and ` : ''}the family members who follow them that the check-ins have stopped.`,
          row.provider === 'stripe'
            ? 'If you have already added a payment method under Manage billing, nothing more is needed: the first payment is taken when the trial ends.'
            : 'Subscribe before then to keep them going.',
        ],
        action: { label: 'Keep check-ins going', url: `${publicUrl}/subscription` },
        footer: `You get this because you set up ${product.name} for your family.`,
      },
    });
    sent += 1;
  }
  return { sent };
}

async function ownerEmailOf(db: Database, userId: string) {
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return owner!.email;
}
