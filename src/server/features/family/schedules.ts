import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { parents } from '../../db/schema';
import type { ScheduleDto, scheduleSchema } from '@/shared/onboarding';
import { notFound } from './family-writes';

type ScheduleFields = z.output<typeof scheduleSchema>;

const scheduleOf = (parent: typeof parents.$inferSelect): ScheduleDto => ({
  parentId: parent.id,
  parentName: `${parent.firstName} ${parent.lastName}`,
  timezone: parent.timezone,
  messageTime: parent.messageTime,
  enabled: parent.checkInsEnabled,
});

/** When each parent is checked on. */
export function scheduleOperations(db: Database) {
  return {
    /** One schedule per parent: the parent's time zone, message time and switch. */
    async listSchedules(userId: string): Promise<ScheduleDto[]> {
      const rows = await db
        .select()
        .from(parents)
        .where(and(eq(parents.userId, userId), eq(parents.active, true)))
        .orderBy(parents.createdAt);
      return rows.map(scheduleOf);
    },

    async saveSchedule(userId: string, parentId: string, input: ScheduleFields) {
      const [updated] = await db
        .update(parents)
        .set({
          timezone: input.timezone,
          messageTime: input.messageTime,
          checkInsEnabled: input.enabled,
          updatedAt: new Date(),
        })
        .where(and(eq(parents.id, parentId), eq(parents.userId, userId), eq(parents.active, true)))
        .returning();
      if (!updated) throw notFound('parent');
      return scheduleOf(updated);
    },
  };
}
