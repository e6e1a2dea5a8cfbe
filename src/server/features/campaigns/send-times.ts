import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parents } from '../../db/schema';
import { localDateOf, localDueInstant } from '../../time/local-time';
import { EDIT_LOCK_MINUTES, type ScheduledMessageStatus } from '@/shared/campaigns';

const DEFAULT_ZONE = 'America/New_York';

/** Where and when an account's check-ins go out: its active parents, oldest first. */
export interface SendSchedule {
  /** The owner's zone: the first parent's (docs/product.md), New York when there is none. */
  ownerZone: string;
  /** Parents whose check-ins are on; a campaign day is sent at each one's own time. */
  senders: { timezone: string; messageTime: string }[];
}

export async function sendScheduleOf(db: Database, userId: string): Promise<SendSchedule> {
  const rows = await db
    .select({
      timezone: parents.timezone,
      messageTime: parents.messageTime,
      checkInsEnabled: parents.checkInsEnabled,
    })
    .from(parents)
    .where(and(eq(parents.userId, userId), eq(parents.active, true)))
    .orderBy(asc(parents.createdAt), asc(parents.id));
  return {
    ownerZone: rows[0]?.timezone ?? DEFAULT_ZONE,
    senders: rows.filter((row) => row.checkInsEnabled),
  };
}

export const ownerToday = (schedule: SendSchedule, now: Date) =>
  localDateOf(now, schedule.ownerZone);

/** The first moment any parent's check-in of that date goes out; null without a sender. */
export function firstSendOf(schedule: SendSchedule, sendDate: string): Date | null {
  let first: Date | null = null;
  for (const sender of schedule.senders) {
    const due = localDueInstant(sendDate, sender.messageTime, sender.timezone);
    if (!first || due < first) first = due;
  }
  return first;
}

/**
 * A sent message is history. An unsent one locks 15 minutes before its first send time, so
 * the words cannot change while the check-in is being prepared; a day whose time has passed
 * unsent stays locked too.
 */
export function statusOf(
  sentAt: Date | null,
  sendsAt: Date | null,
  now: Date,
): ScheduledMessageStatus {
  if (sentAt) return 'sent';
  if (sendsAt && now.getTime() >= sendsAt.getTime() - EDIT_LOCK_MINUTES * 60_000) return 'locked';
  return 'scheduled';
}
