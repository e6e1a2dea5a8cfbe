import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { checkInTimes, parents } from '../../db/schema';
import type { MoreTime } from '@/shared/check-in-times';
import type { ScheduleDto, scheduleSchema } from '@/shared/onboarding';
import { notFound } from './family-writes';

type ScheduleFields = z.output<typeof scheduleSchema>;

const scheduleOf = (parent: typeof parents.$inferSelect, moreTimes: MoreTime[]): ScheduleDto => ({
  parentId: parent.id,
  parentName: `${parent.firstName} ${parent.lastName}`,
  timezone: parent.timezone,
  messageTime: parent.messageTime,
  moreTimes,
  enabled: parent.checkInsEnabled,
});

/** Each parent's more times (slots 1 and 2), in slot order. */
async function moreTimesOf(db: Database, parentIds: string[]) {
  const byParent = new Map<string, MoreTime[]>();
  if (parentIds.length === 0) return byParent;
  const rows = await db
    .select()
    .from(checkInTimes)
    .where(inArray(checkInTimes.parentId, parentIds))
    .orderBy(asc(checkInTimes.slot));
  for (const row of rows)
    byParent.set(row.parentId, [
      ...(byParent.get(row.parentId) ?? []),
      { time: row.messageTime, message: row.message },
    ]);
  return byParent;
}

/** When each parent is checked on. */
export function scheduleOperations(db: Database) {
  return {
    /** One schedule per parent: the parent's time zone, times of the day and switch. */
    async listSchedules(userId: string): Promise<ScheduleDto[]> {
      const rows = await db
        .select()
        .from(parents)
        .where(and(eq(parents.userId, userId), eq(parents.active, true)))
        .orderBy(parents.createdAt);
      const more = await moreTimesOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => scheduleOf(row, more.get(row.id) ?? []));
    },

    /**
     * The schedule as given: more times, when given, replace the ones before, in the order
     * listed. A day already begun keeps its check-ins; new times count from the next one not
     * yet sent.
     */
    async saveSchedule(userId: string, parentId: string, input: ScheduleFields) {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(parents)
          .set({
            timezone: input.timezone,
            messageTime: input.messageTime,
            checkInsEnabled: input.enabled,
            updatedAt: new Date(),
          })
          .where(
            and(eq(parents.id, parentId), eq(parents.userId, userId), eq(parents.active, true)),
          )
          .returning();
        if (!updated) throw notFound('parent');
        // Without more times, the ones she has stay (the dashboard's "turn it back on").
        if (!input.moreTimes)
          return scheduleOf(updated, (await moreTimesOf(tx, [parentId])).get(parentId) ?? []);
        await tx.delete(checkInTimes).where(eq(checkInTimes.parentId, parentId));
        if (input.moreTimes.length > 0)
          await tx.insert(checkInTimes).values(
            input.moreTimes.map((more, index) => ({
              parentId,
              userId,
              slot: index + 1,
              messageTime: more.time,
              message: more.message,
            })),
          );
        return scheduleOf(updated, input.moreTimes);
      });
    },
  };
}
