import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { weatherWarningDays } from '../../db/schema';

/**
 * Marks her extra check-in for that day opened, once: true for the caller that marked it, false
 * when another already had (two workers at once) or there is no such warning day. Pass the
 * transaction that creates the check-in, so the two stand or fall together.
 */
export async function markWeatherCheckInOpened(
  db: Database,
  due: { parentId: string; localDate: string },
  at: Date,
): Promise<boolean> {
  const marked = await db
    .update(weatherWarningDays)
    .set({ checkInOpenedAt: at })
    .where(
      and(
        eq(weatherWarningDays.parentId, due.parentId),
        eq(weatherWarningDays.localDate, due.localDate),
        isNull(weatherWarningDays.checkInOpenedAt),
      ),
    )
    .returning({ id: weatherWarningDays.id });
  return marked.length > 0;
}
