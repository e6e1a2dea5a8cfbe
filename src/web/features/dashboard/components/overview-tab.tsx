import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { useOverview } from '../api/overview';
import { ActivitySection } from './overview/activity-section';
import { FamilyMembersSection } from './overview/family-members-section';
import { NotProtectedSummary } from './overview/not-protected-summary';
import { OverviewCounts } from './overview/overview-counts';
import { ParentsSection } from './overview/parents-section';
import { QuickActions } from './overview/quick-actions';

/**
 * The owner's home: counts, quick actions, the parents with today's check-in, recent activity
 * and the family. It refreshes itself every few seconds while visible.
 */
export function OverviewTab() {
  const overview = useOverview();
  if (overview.isPending)
    return (
      <p role="status" className="flex items-center gap-3 text-muted-fg">
        <Spinner /> Loading your overview…
      </p>
    );
  if (overview.isError && !overview.data)
    return (
      <Notice tone="error">
        <p>{overview.error.message}</p>
        <Button variant="secondary" className="self-start" onClick={() => void overview.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  const { counts, parents, familyMembers } = overview.data;
  return (
    <>
      <NotProtectedSummary parents={parents} />
      <OverviewCounts counts={counts} />
      <QuickActions parents={parents} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ParentsSection parents={parents} />
        <ActivitySection messagesSent={counts.messagesSent} />
      </div>
      <FamilyMembersSection members={familyMembers} parents={parents} />
    </>
  );
}
