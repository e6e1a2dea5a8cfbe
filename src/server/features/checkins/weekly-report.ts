import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import type { Clock } from '../../clock';
import { selectRows, type Database } from '../../db/client';
import { weeklyReports } from '../../db/schema';
import { product } from '@/shared/product';
import { accountRecipients, channelsFor } from './recipients';
import { weekStrips } from './week-strip';
import { STRIP_DAYS_SHORT } from '@/shared/week-strip';
import { reportDays, summarizeWeek, weekLines, type ParentWeek } from './week-summary';

/** "Ruth", "Ruth and Walt", "Ruth, Walt and June". */
const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Sunday at 6:00 PM in the owner's time zone (docs/product.md §2). */
export const REPORT_WEEKDAY = 7; // luxon: Monday 1 … Sunday 7
export const REPORT_MINUTES = 18 * 60;
/** Reports respect the 9:00 AM–8:00 PM window: a report not out by 8 PM waits a week. */
const REPORT_LATEST_MINUTES = 20 * 60;

interface DueOwner {
  user_id: string;
  zone: string;
}

/**
 * Sends each account's weekly report once, when its Sunday 6:00 PM has come: to every family
 * member, about the parents they follow, by their preference.
 */
export function createWeeklyReports(deps: {
  db: Database;
  sms: SmsChannel;
  email: EmailChannel;
  clock: Clock;
  publicUrl: string;
}) {
  const { db, sms, email, clock } = deps;

  return {
    async sendDue() {
      const now = clock.now();
      // The owner's zone is their first parent's (the owner has none of their own).
      const owners = await selectRows<DueOwner>(
        db,
        sql`select distinct on (p.user_id) p.user_id, p.timezone as zone
            from parents p where p.active order by p.user_id, p.created_at`,
      );
      let sent = 0;
      // The clock in each zone, read once: a service has thousands of owners and a few zones.
      const clocks = new Map<string, DateTime>();
      for (const owner of owners) {
        const local = clocks.get(owner.zone) ?? DateTime.fromJSDate(now, { zone: owner.zone });
        clocks.set(owner.zone, local);
        const minute = local.hour * 60 + local.minute;
        if (local.weekday !== REPORT_WEEKDAY) continue;
        if (minute < REPORT_MINUTES || minute >= REPORT_LATEST_MINUTES) continue;
        const weekEnding = local.toFormat('yyyy-MM-dd');
        if (await this.send(owner.user_id, weekEnding)) sent += 1;
      }
      return { sent };
    },

    /** The report for the week ending on `weekEnding`; false when it was already sent. */
    async send(userId: string, weekEnding: string) {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(weeklyReports)
          .values({ userId, weekEnding })
          .onConflictDoNothing()
          .returning();
        if (!claimed) return false;
        const weekStart = DateTime.fromISO(weekEnding).minus({ days: 6 }).toFormat('yyyy-MM-dd');
        const parentRows = await selectRows<{
          id: string;
          first_name: string;
          last_name: string;
          timezone: string;
          check_ins_enabled: boolean;
        }>(
          tx,
          sql`select id, first_name, last_name, timezone, check_ins_enabled from parents
              where user_id = ${userId} and active order by created_at`,
        );
        // The same days the overview shows, Monday to Sunday, in each parent's zone.
        const strips = await weekStrips(tx, {
          userId,
          parents: parentRows.map((parent) => ({
            id: parent.id,
            timezone: parent.timezone,
            checkInsEnabled: parent.check_ins_enabled,
          })),
          now: clock.now(),
          days: STRIP_DAYS_SHORT,
          endingOn: weekEnding,
        });
        // Two weeks of days: this week's counts, and the week before's for what changed.
        const days = await reportDays(tx, {
          userId,
          parentIds: parentRows.map((parent) => parent.id),
          from: DateTime.fromISO(weekStart).minus({ days: 7 }).toFormat('yyyy-MM-dd'),
          to: weekEnding,
        });
        const weeks = new Map<string, ParentWeek>();
        for (const parent of parentRows) {
          weeks.set(
            parent.id,
            summarizeWeek(
              `${parent.first_name} ${parent.last_name}`,
              parent.timezone,
              days.get(parent.id) ?? [],
              weekStart,
            ),
          );
        }
        const range = `${DateTime.fromISO(weekStart).toFormat('LLL d')}–${DateTime.fromISO(weekEnding).toFormat('LLL d')}`;
        // Each family member about the parents they follow, and the owner about every parent.
        for (const recipient of await accountRecipients(tx, userId)) {
          const followed = parentRows.filter((parent) => recipient.parentIds.includes(parent.id));
          const lines = followed
            .map((parent) => weeks.get(parent.id))
            .filter((week): week is ParentWeek => Boolean(week))
            .flatMap(weekLines);
          if (lines.length === 0) continue;
          const channels = channelsFor(recipient);
          const context = { reportId: claimed.id, recipient: recipient.key };
          if (channels.sms && recipient.phone) {
            await sms.queue(
              {
                idempotencyKey: `weekly:${claimed.id}:${recipient.key}`,
                to: recipient.phone,
                body: `${product.name} weekly report (${range}): ${lines.join(' ')}`,
                kind: 'weekly-report',
                userId: claimed.userId,
                context,
              },
              tx,
            );
          }
          if (channels.email) {
            const names = followed.map((parent) => parent.first_name);
            await email.queue(
              {
                idempotencyKey: `weekly:${claimed.id}:${recipient.key}:email`,
                to: recipient.email,
                kind: 'weekly-report',
                userId: claimed.userId,
                context,
                content: {
                  subject: `Weekly check-in report, ${range}`,
                  heading: `How the week went, ${range}`,
                  paragraphs: lines,
                  strips: followed.map((parent) => ({
                    name: `${parent.first_name} ${parent.last_name}`,
                    days: strips.get(parent.id) ?? [],
                  })),
                  action: recipient.owner
                    ? { label: 'Open the dashboard', url: `${deps.publicUrl}/dashboard` }
                    : undefined,
                  footer: recipient.owner
                    ? `You get this every Sunday because you set up ${product.name} for ${listOf(names)}.`
                    : `You get this every Sunday because you are kept up to date on the daily check-ins of ${listOf(names)}.`,
                },
              },
              tx,
            );
          }
        }
        return true;
      });
    },
  };
}
