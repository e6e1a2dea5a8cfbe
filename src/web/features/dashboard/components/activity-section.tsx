import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { useActivity } from '../api/overview';
import { OverviewSection } from '@/web/components/overview-section';
import { Badge } from '@/web/components/status-badge';
import { timeOf } from '@/web/lib/time-of';

export const historyPath = '/dashboard/history';

/**
 * What the empty list says. Recent Activity shows check-in steps; texts sent before the first
 * check-in (consent requests, the set-up's test message) count in Messages Sent, so "No recent
 * messages" beside a count of 5 would contradict it.
 */
export const noActivityText = (messagesSent: number) =>
  messagesSent === 0
    ? 'No recent messages'
    : `No check-ins yet. The ${messagesSent} ${messagesSent === 1 ? 'text' : 'texts'} sent so far, such as consent requests, are in Message history.`;

/** The latest steps of the account's check-ins ("Mom replied YES · 9:04 AM"). */
export function ActivitySection({ messagesSent }: { messagesSent: number }) {
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
        <p className="text-muted-fg">{noActivityText(messagesSent)}</p>
      ) : (
        <ol aria-live="polite" className="flex flex-col divide-y divide-border">
          {activity.data.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5"
            >
              <span className="min-w-0 break-words">
                {item.text}
                <span className="text-muted-fg"> · {timeOf(item.at, new Date(), item.timezone)}</span>
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
