import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { pausedByKinds, type PausedBy } from '@/shared/pauses';
import { users } from './auth';
import { parents } from './family';
import { oneOf } from './one-of';

/**
 * A parent's pause, current or coming (docs/product.md §2.14): at most one per parent. The days
 * it covers are her own calendar dates; each is begun as `paused` by the sweep, so the pause's
 * history is the check-ins' own. The row goes when check-ins resume and the family has been
 * told: early (RESUME, or the dashboard), or the first morning after its last day.
 */
export const parentPauses = pgTable(
  'parent_pauses',
  {
    parentId: uuid()
      .primaryKey()
      .references(() => parents.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** First and last paused days, YYYY-MM-DD in her zone. */
    startsOn: text().notNull(),
    endsOn: text().notNull(),
    reason: text().notNull().default(''),
    pausedBy: text().$type<PausedBy>().notNull(),
    /** Who paused, as the family was told it. */
    pausedByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('parent_pauses_paused_by_check', oneOf('paused_by', pausedByKinds))],
);
