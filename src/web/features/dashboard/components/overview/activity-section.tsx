import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Notice } from '../../../../components/ui/notice';
import { Spinner } from '../../../../components/ui/spinner';
import { useActivity } from '../../api/overview-get-activity';
import { OverviewSection } from './section';
import { Badge } from './status-badge';
import { timeOf } from './time-of';

export const historyPath = '/dashboard/history';

/** The latest steps of the account's check-ins ("Mom replied YES · 9:04 AM"). */
export function ActivitySection() {
  const activity = useActivity();
  return (
    <OverviewSection
      title="Recent Activity"
      tour="message-history"
      actions={
        <Link
          to={historyPath}
          className="inline-flex min-h-11 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          Message history <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      }
    >
      {activity.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-fg">
          <Spinner className="size-5" /> Loading activity…
        </p>
      ) : activity.isError && !activity.data ? (
        <Notice tone="error">
          <p>{activity.error.message}</p>
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => void activity.refetch()}
          >
            Try again
          </Button>
        </Notice>
      ) : activity.data.length === 0 ? (
        <p className="text-muted-fg">No recent messages</p>
      ) : (
        <ol aria-live="polite" className="flex flex-col divide-y divide-border">
          {activity.data.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5"
            >
              <span className="min-w-0 break-words">
                {item.text}
                <span className="text-muted-fg"> · {timeOf(item.at)}</span>
              </span>
              {item.tone !== 'info' && item.tone !== 'wait' && (
                <Badge tone={item.tone}>{item.tone === 'ok' ? 'OK' : 'Alert'}</Badge>
              )}
            </li>
          ))}
        </ol>
      )}
    </OverviewSection>
  );
}
