import { Link } from 'react-router';
import type { OverviewParent } from '@/shared/dashboard';
import { TodayBadge } from '@/web/components/status-badge';
import { wallClockOf } from '@/web/lib/time-of';

/**
 * Each of her check-ins today when she has more than one (docs/product.md §2.13): its time and
 * how it stands, in the order of the day. A weather warning's extra one has no set time.
 */
export function TodaysCheckIns({ parent }: { parent: OverviewParent }) {
  const checkIns = parent.today.checkIns;
  const times = checkIns.filter((checkIn) => checkIn.time !== null).length;
  // Her times are set in the schedule, the wizard's step the dashboard may come back to.
  const change = (
    <Link to={scheduleStepPath} className="self-start text-sm text-primary underline">
      {times < 2 ? 'Add another check-in time' : 'Change check-in times'}
    </Link>
  );
  if (checkIns.length < 2) return change;
  return (
    <div className="flex flex-col gap-1">
      <h4 className="text-sm font-medium text-muted-fg">Today’s check-ins</h4>
      <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Today’s check-ins">
        {checkIns.map((checkIn) => {
          const when =
            checkIn.time === null ? 'Weather' : wallClockOf(checkIn.time, parent.timezone);
          return (
            <li key={checkIn.slot} className="flex items-center gap-2">
              <span className="whitespace-nowrap font-medium">{when}</span>
              <TodayBadge status={checkIn.status} />
            </li>
          );
        })}
      </ul>
      {change}
    </div>
  );
}

export const scheduleStepPath = '/onboarding?step=schedule';
