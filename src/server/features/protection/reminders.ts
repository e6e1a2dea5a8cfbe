import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { emails, parents, protectionReminders, users } from '../../db/schema';
import { localDateOf } from '../../time/local-time';
import { nextTimeInWindow, reminderWindow } from '../../time/quiet-hours';
import { isProtected } from '@/shared/protection';
import { protectionFactsOf, type ProtectionFacts } from './protection-facts';
import { protectionOf } from './protection-of';
import { notProtectedEmail, type UnprotectedParent } from './reminder-email';

const DAY_MS = 86_400_000;
/** The first reminder: the day after the parent is found not protected. */
export const FIRST_REMINDER_AFTER_MS = DAY_MS;
/** Then every few days, until it is fixed or she is removed. */
export const REMINDER_EVERY_MS = 3 * DAY_MS;
const PARENTS_PER_READ = 500;
const OWNERS_PER_SWEEP = 200;

/** The owner's zone is the account's first parent's, as for the weekly report. */
const ownerZoneOf = (facts: ProtectionFacts[]) =>
  [...facts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0]?.timezone ??
  'America/New_York';

/** 9:00 AM (the window's opening) on the owner's next local day. */
const tomorrowsOpening = (now: Date, zone: string) =>
  nextTimeInWindow(
    DateTime.fromJSDate(now, { zone }).plus({ days: 1 }).startOf('day').toJSDate(),
    zone,
    reminderWindow,
  );

/**
 * The owner is reminded of each parent who is not protected (docs/product.md §2.12, decision 037):
 * the day after she is found so, then every three days, by e-mail, only between 9:00 AM and
 * 8:00 PM in the owner's zone, at most once a day per account (one e-mail names every parent
 * due), until she is protected or removed.
 */
export function createProtectionReminders(deps: {
  db: Database;
  email: EmailChannel;
  clock: Clock;
  publicUrl: string;
}) {
  const { db, email, clock } = deps;

  /**
   * Notes each parent newly found not protected, and forgets each found protected again.
   * Every parent, a page at a time: a parent stops being protected in many places (her STOP,
   * the switch, the subscription's end), and reading the facts finds them all.
   */
  async function notice(now: Date) {
    let after: string | undefined;
    let found = 0;
    for (;;) {
      const page = await protectionFactsOf(db, after ? gt(parents.id, after) : undefined, {
        limit: PARENTS_PER_READ,
      });
      const unprotected = page.filter((facts) => !isProtected(protectionOf(facts)));
      const protectedIds = page
        .filter((facts) => isProtected(protectionOf(facts)))
        .map((facts) => facts.parentId);
      if (unprotected.length > 0) {
        const noted = await db
          .insert(protectionReminders)
          .values(
            unprotected.map((facts) => ({
              parentId: facts.parentId,
              userId: facts.userId,
              notProtectedSince: now,
              nextReminderAt: new Date(now.getTime() + FIRST_REMINDER_AFTER_MS),
            })),
          )
          .onConflictDoNothing()
          .returning({ parentId: protectionReminders.parentId });
        found += noted.length;
      }
      if (protectedIds.length > 0)
        await db
          .delete(protectionReminders)
          .where(inArray(protectionReminders.parentId, protectedIds));
      if (page.length < PARENTS_PER_READ) return found;
      after = page.at(-1)!.parentId;
    }
  }

  /** One account's reminder, if one is due and may go now; true when an e-mail was queued. */
  async function remindOwner(userId: string, now: Date) {
    return db.transaction(async (tx) => {
      // Two workers at once: the second finds the rows taken and leaves them.
      const due = await tx
        .select()
        .from(protectionReminders)
        .where(
          and(eq(protectionReminders.userId, userId), lte(protectionReminders.nextReminderAt, now)),
        )
        .for('update', { skipLocked: true });
      if (due.length === 0) return false;
      // Read again as it goes: a parent fixed or removed since the notice is not named.
      const account = await protectionFactsOf(tx, eq(parents.userId, userId));
      const stillUnprotected: UnprotectedParent[] = [];
      const settled: string[] = [];
      for (const row of due) {
        const facts = account.find((parent) => parent.parentId === row.parentId);
        const protection = facts && protectionOf(facts);
        if (facts && protection && !isProtected(protection))
          stillUnprotected.push({ facts, protection });
        else settled.push(row.parentId);
      }
      if (settled.length > 0)
        await tx.delete(protectionReminders).where(inArray(protectionReminders.parentId, settled));
      if (stillUnprotected.length === 0) return false;
      const ids = stillUnprotected.map(({ facts }) => facts.parentId);
      const putOff = (at: Date) =>
        tx
          .update(protectionReminders)
          .set({ nextReminderAt: at })
          .where(inArray(protectionReminders.parentId, ids));

      const zone = ownerZoneOf(account);
      const allowed = nextTimeInWindow(now, zone, reminderWindow);
      if (allowed > now) {
        await putOff(allowed);
        return false;
      }
      // At most one a day: the day's e-mail is keyed by the owner's date.
      const idempotencyKey = `not-protected:${userId}:${localDateOf(now, zone)}`;
      const [sentToday] = await tx
        .select({ id: emails.id })
        .from(emails)
        .where(eq(emails.idempotencyKey, idempotencyKey));
      if (sentToday) {
        await putOff(tomorrowsOpening(now, zone));
        return false;
      }
      const [owner] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (!owner) return false;
      await email.queue(
        {
          idempotencyKey,
          to: owner.email,
          kind: 'not-protected',
          userId,
          context: { parentIds: ids },
          content: notProtectedEmail(stillUnprotected, `${deps.publicUrl}/dashboard`),
        },
        tx,
      );
      await tx
        .update(protectionReminders)
        .set({
          remindersSent: sql`${protectionReminders.remindersSent} + 1`,
          lastRemindedAt: now,
          nextReminderAt: new Date(now.getTime() + REMINDER_EVERY_MS),
        })
        .where(inArray(protectionReminders.parentId, ids));
      return true;
    });
  }

  return {
    /** The sweep: notes who is not protected, then sends the reminders that are due. */
    async sweep() {
      const now = clock.now();
      const found = await notice(now);
      const owners = await db
        .selectDistinct({ userId: protectionReminders.userId })
        .from(protectionReminders)
        .where(lte(protectionReminders.nextReminderAt, now))
        .limit(OWNERS_PER_SWEEP);
      let reminded = 0;
      for (const { userId } of owners) if (await remindOwner(userId, now)) reminded += 1;
      return { found, reminded };
    },
  };
}
