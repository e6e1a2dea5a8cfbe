import type { checkIns, checkInTimes, parentPauses } from '../../db/schema';
import { WEATHER_SLOT } from '@/shared/check-in-times';
import type { CheckInStatus } from '@/shared/check-ins';
import { todayStatusOf, type TodayCheckIn } from '@/shared/dashboard';

type CheckInRow = typeof checkIns.$inferSelect;
type MoreTimeRow = typeof checkInTimes.$inferSelect;

const isOpenAlert = (status: CheckInStatus) =>
  status === 'needs_help' || status === 'no_response' || status === 'undeliverable';

/**
 * Today's check-ins of each parent of an account, as the overview reads them (docs/product.md
 * §2.13): `first`, the one the family must see first (an alert still open, else the latest
 * begun), and `times`, each of her day's check-ins in slot order with its status.
 */
export function todaysCheckIns(options: {
  rows: CheckInRow[];
  moreTimes: MoreTimeRow[];
  todayOf: Map<string, string>;
  pauses: (typeof parentPauses.$inferSelect)[];
}) {
  const { rows, moreTimes, todayOf, pauses } = options;
  const paused = (parentId: string) => {
    const pause = pauses.find((row) => row.parentId === parentId);
    const today = todayOf.get(parentId)!;
    return pause !== undefined && pause.startsOn <= today && today <= pause.endsOn;
  };
  const todayRows = (parentId: string) =>
    rows
      .filter((row) => row.parentId === parentId && row.localDate === todayOf.get(parentId))
      .sort((a, b) => a.slot - b.slot);
  return {
    /** Whether a pause covers her today (docs/product.md §2.14). */
    paused,
    first(parentId: string) {
      const today = todayRows(parentId);
      return today.find((row) => isOpenAlert(row.status)) ?? today.at(-1);
    },
    times(parent: { id: string; messageTime: string }): TodayCheckIn['checkIns'] {
      const today = todayRows(parent.id);
      const statusOf = (slot: number) =>
        todayStatusOf(
          today.find((row) => row.slot === slot)?.status ?? (paused(parent.id) ? 'paused' : null),
        );
      const times = [
        { slot: 0, time: parent.messageTime },
        ...moreTimes
          .filter((more) => more.parentId === parent.id)
          .map((more) => ({ slot: more.slot, time: more.messageTime })),
      ].sort((a, b) => a.slot - b.slot);
      return [
        ...times.map((entry) => ({ ...entry, status: statusOf(entry.slot) })),
        ...today
          .filter((row) => row.slot === WEATHER_SLOT)
          .map((row) => ({ slot: row.slot, time: null, status: todayStatusOf(row.status) })),
      ];
    },
  };
}
