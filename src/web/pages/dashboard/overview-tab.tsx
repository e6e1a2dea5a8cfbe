import type { OverviewParent } from '@/shared/dashboard';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { ActivitySection, OverviewCounts, useOverview } from '@/web/features/dashboard';
import { FamilyMembersSection, ParentsSection, parentCardId } from '@/web/features/family';
import { PauseBadge, PauseControls } from '@/web/features/pauses';
import { NotProtectedSummary, ProtectionBadge, ProtectionNotice } from '@/web/features/protection';
import { displayName } from '@/web/lib/family/labels';
import { QuickActions } from './quick-actions';

/** Each parent's card, with whether she is protected (and if not, why and the fix) and her pause. */
export function ParentCards({ parents }: { parents: OverviewParent[] }) {
  return (
    <ParentsSection
      parents={parents}
      extrasOf={(parent) => {
        const pausable = {
          id: parent.id,
          name: displayName(parent),
          timezone: parent.timezone,
          // Her today on the service's clock (the demo's may not be the browser's).
          today: parent.strip.find((day) => day.today)?.localDate,
        };
        return {
          badge: (
            <>
              <ProtectionBadge parent={parent} />
              <PauseBadge parent={pausable} />
            </>
          ),
          notice: (
            <>
              <ProtectionNotice parent={parent} />
              <PauseControls parent={pausable} />
            </>
          ),
        };
      }}
    />
  );
}

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
      <NotProtectedSummary parents={parents} cardIdOf={parentCardId} />
      <OverviewCounts counts={counts} />
      <QuickActions parents={parents} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ParentCards parents={parents} />
        <ActivitySection messagesSent={counts.messagesSent} />
      </div>
      <FamilyMembersSection members={familyMembers} parents={parents} />
    </>
  );
}
