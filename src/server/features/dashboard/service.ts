import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { selectRows, type Database } from '../../db/client';
import { checkInEvents, checkIns, parents, profiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { localDateOf } from '../../time/local-time';
import {
  historyCursor,
  todayStatusOf,
  type ActivityItem,
  type DashboardOverview,
  type HistoryItem,
  type HistoryPage,
  type HistoryRecipient,
  type historyQuerySchema,
} from '@/shared/dashboard';
import { createSendForecast, type SenderPace } from './send-forecast';
import { stripsOf } from '../checkins/service';
import type { FamilyService } from '../family/service';
import { overviewFacts } from './overview-facts';
import { weatherLocationOf } from '../weather/service';
import { STRIP_DAYS_LONG } from '@/shared/week-strip';
import { todaysCheckIns } from './todays-check-ins';
import { describeStep, silentSteps } from './activity-text';
import { pausedToday, withoutFalseHope } from './today-marks';
import { readCheckInStep, stepOrderWithinAMoment } from '@/shared/check-in-steps';

type HistoryQuery = z.output<typeof historyQuerySchema>;

interface HistoryRow {
  id: string;
  channel: 'sms' | 'voice';
  kind: string;
  to_number: string;
  body: string;
  status: string;
  answer: string | null;
  created_at: Date | string;
  cursor_at: string;
}

const cursorTime = sql`to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Steps recorded in one transaction share their time: their order within it (check-in-steps.ts). */
const stepOrder = sql`case ${checkInEvents.kind} ${sql.join(
  Object.entries(stepOrderWithinAMoment).map(([kind, rank]) => sql`when ${kind} then ${rank}::int`),
  sql` `,
)} else 0 end`;

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The dashboard's reads: counts, today's check-ins, recent activity and message history. */
export function createDashboardService({
  db,
  clock,
  family,
  sender,
}: {
  db: Database;
  clock: Clock;
  family: FamilyService;
  /** The SMS sender's pace, for "goes out by 9:04 today" when its rate makes texts late. */
  sender: SenderPace;
}) {
  const forecast = createSendForecast(db, clock, sender);
  const ownParent = async (userId: string, parentId: string) => {
    const [parent] = await db
      .select()
      .from(parents)
      .where(and(eq(parents.id, parentId), eq(parents.userId, userId), eq(parents.active, true)));
    // Another account's parent answers exactly like a missing one.
    if (!parent) throw new AppError('not_found', 'No such parent.');
    return parent;
  };

  return {
    async overview(userId: string): Promise<DashboardOverview> {
      const now = clock.now();
      const facts = await overviewFacts(db, userId, now, STRIP_DAYS_LONG);
      const { parents: parentRows, familyMembers, protections } = facts;
      const todayOf = new Map(parentRows.map((p) => [p.id, localDateOf(now, p.timezone)]));
      const strips = stripsOf(facts.checkIns, {
        parents: parentRows,
        now,
        days: STRIP_DAYS_LONG,
      });
      const today = todaysCheckIns({
        rows: facts.checkIns,
        moreTimes: facts.moreTimes,
        todayOf,
        pauses: facts.pauses,
      });
      const paused = today.paused;
      const todayRow = today.first;
      const sendsBy = await forecast(
        parentRows
          .filter((parent) => parent.checkInsEnabled && !paused(parent.id))
          .map((parent) => {
            const checkIn = todayRow(parent.id);
            return {
              id: parent.id,
              timezone: parent.timezone,
              messageTime: parent.messageTime,
              localDate: todayOf.get(parent.id)!,
              started: checkIn !== undefined,
              queuedSlot:
                checkIn?.status === 'awaiting' && checkIn.smsMessageId
                  ? (facts.queuedSlots.get(checkIn.smsMessageId) ?? null)
                  : null,
            };
          }),
      );
      return {
        counts: {
          parents: parentRows.length,
          familyMembers: familyMembers.length,
          messagesSent: facts.messagesSent,
        },
        // In the order they were added, as the wizard lists them (the family service gives newest first).
        parents: [...parentRows].reverse().map((parent) => {
          const localDate = todayOf.get(parent.id)!;
          const checkIn = todayRow(parent.id);
          // Read apart from the list: a parent removed between the reads has no facts left.
          const protection = protections.get(parent.id) ?? {
            reasons: ['consent_not_asked' as const],
            consentWaitsUntil: null,
          };
          return {
            ...parent,
            createdAt: parent.createdAt.toISOString(),
            protection,
            weatherLocation: weatherLocationOf(parent),
            today: {
              localDate,
              status: todayStatusOf(checkIn?.status ?? (paused(parent.id) ? 'paused' : null)),
              checkInStatus: checkIn?.status ?? null,
              skipReason: checkIn?.skipReason ?? null,
              sentAt: iso(checkIn?.sentAt ?? null),
              respondedAt: iso(checkIn?.respondedAt ?? null),
              sendsBy: iso(sendsBy.get(parent.id) ?? null),
              claimedBy:
                checkIn?.claimedByName && checkIn.claimedAt
                  ? { name: checkIn.claimedByName, at: checkIn.claimedAt.toISOString() }
                  : null,
              resolvedBy:
                checkIn?.status === 'resolved' && checkIn.resolvedByName && checkIn.resolvedAt
                  ? { name: checkIn.resolvedByName, at: checkIn.resolvedAt.toISOString() }
                  : null,
              checkIns: today.times(parent),
            },
            strip: withoutFalseHope(
              paused(parent.id)
                ? pausedToday(strips.get(parent.id) ?? [])
                : (strips.get(parent.id) ?? []),
              protection,
            ),
          };
        }),
        familyMembers: [...familyMembers].reverse().map((member) => ({
          ...member,
          notificationPreference: member.notificationPreference,
          createdAt: member.createdAt.toISOString(),
        })),
      };
    },

    /** The account's latest check-in steps, newest first, in plain words. */
    async activity(userId: string, limit: number): Promise<ActivityItem[]> {
      const rows = await db
        .select({
          id: checkInEvents.id,
          at: checkInEvents.at,
          kind: checkInEvents.kind,
          detail: checkInEvents.detail,
          parentId: parents.id,
          firstName: parents.firstName,
          nickname: parents.nickname,
          timezone: parents.timezone,
          checkInBy: checkIns.checkInBy,
        })
        .from(checkInEvents)
        .innerJoin(checkIns, eq(checkIns.id, checkInEvents.checkInId))
        .innerJoin(parents, eq(parents.id, checkIns.parentId))
        .where(and(eq(checkInEvents.userId, userId), notInArray(checkInEvents.kind, silentSteps)))
        .orderBy(desc(checkInEvents.at), desc(stepOrder), desc(checkInEvents.id))
        .limit(limit);
      return rows.flatMap((row) => {
        const step = readCheckInStep(row);
        const words = step && describeStep(step, row.nickname || row.firstName, row.checkInBy);
        return words
          ? [
              {
                id: row.id,
                at: row.at.toISOString(),
                parentId: row.parentId,
                timezone: row.timezone,
                kind: row.kind,
                ...words,
              },
            ]
          : [];
      });
    },

    /**
     * Every text and call sent for the account, newest first. With a parent: those to the
     * parent's number, and those carrying one of the parent's check-ins (the family's notices
     * about them).
     */
    async history(userId: string, query: HistoryQuery): Promise<HistoryPage> {
      const parent = query.parent ? await ownParent(userId, query.parent) : undefined;
      const [beforeAt, beforeId] = query.before ? query.before.split('_') : [];
      const aboutParent = parent
        ? sql`and (m.to_number = ${parent.phone} or (m.context ->> 'checkInId') in (
            select ci.id::text from check_ins ci
            where ci.parent_id = ${parent.id} and ci.user_id = ${userId}))`
        : sql``;
      const olderThanCursor = beforeAt
        ? sql`and (m.created_at, m.id) < (${beforeAt}::timestamptz, ${beforeId}::uuid)`
        : sql``;
      // The cursor keeps the database's microseconds: a millisecond time would repeat rows.
      const rows = await selectRows<HistoryRow>(
        db,
        sql`select * from (
            select m.id, 'sms' as channel, m.kind, m.to_number, m.body, m.status,
              null::text as answer, m.created_at, ${cursorTime} as cursor_at
            from sms_messages m where m.user_id = ${userId} ${aboutParent} ${olderThanCursor}
            union all
            select m.id, 'voice' as channel, m.kind, m.to_number, m.message as body, m.status,
              m.answer, m.created_at, ${cursorTime} as cursor_at
            from voice_calls m where m.user_id = ${userId} ${aboutParent} ${olderThanCursor}
          ) h
          order by h.created_at desc, h.id desc
          limit ${query.limit + 1}`,
      );
      const items = rows.slice(0, query.limit);
      const recipients = await this.recipientsOf(userId);
      const result: HistoryItem[] = items.map((row) => ({
        id: row.id,
        channel: row.channel,
        kind: row.kind,
        toNumber: row.to_number,
        recipient: recipients.get(row.to_number) ?? { type: 'other', name: null },
        body: row.body,
        status: row.status,
        answer: row.answer,
        at: iso(row.created_at)!,
      }));
      const last = items.at(-1);
      return {
        items: result,
        nextBefore:
          rows.length > query.limit && last ? historyCursor(last.cursor_at, last.id) : null,
      };
    },

    /** Who each of the account's numbers belongs to today: parents, family, the owner. */
    async recipientsOf(userId: string) {
      const [parentRows, members, [profile]] = await Promise.all([
        family.listParents(userId),
        family.listFamilyMembers(userId),
        db.select().from(profiles).where(eq(profiles.userId, userId)),
      ]);
      const byNumber = new Map<string, HistoryRecipient>();
      if (profile) byNumber.set(profile.cellPhone, { type: 'owner', name: nameOf(profile) });
      for (const member of members)
        byNumber.set(member.cellPhone, { type: 'family_member', name: nameOf(member) });
      for (const parent of parentRows)
        byNumber.set(parent.phone, { type: 'parent', name: nameOf(parent) });
      return byNumber;
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
