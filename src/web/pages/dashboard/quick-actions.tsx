import { History, Send, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OverviewParent } from '@/shared/dashboard';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { displayName } from '@/web/lib/family/labels';
import { SendCheckInButton } from '@/web/components/family/send-check-in-button';
import { TodayBadge } from '@/web/components/status-badge';
import { historyPath } from '@/web/features/dashboard';
import { AddParentButton, addFamilyMemberPath } from '@/web/features/family';

/**
 * Add Parent, Add Family Member, Send Check-in and Message History. The S key of the signed-in
 * frame's shortcuts does what Send Check-in does.
 */
export function QuickActions({ parents }: { parents: OverviewParent[] }) {
  const [sending, setSending] = useState(false);

  return (
    <nav
      aria-label="Quick actions"
      data-tour="quick-actions"
      className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3"
    >
      <AddParentButton parentCount={parents.length} />
      <Link to={addFamilyMemberPath} className={buttonClasses('secondary')}>
        <UserPlus aria-hidden="true" className="size-4" />
        Add Family Member
      </Link>
      <Button
        variant="primary"
        aria-keyshortcuts="S"
        disabled={parents.length === 0}
        onClick={() => setSending(true)}
      >
        <Send aria-hidden="true" className="size-4" />
        Send Check-in
      </Button>
      <Link to={historyPath} className={buttonClasses('secondary')}>
        <History aria-hidden="true" className="size-4" />
        Message History
      </Link>
      <Dialog
        open={sending}
        onClose={() => setSending(false)}
        title="Send today's check-in now"
        description="It counts as the day's check-in: the scheduled text will not go out again today."
      >
        <ul className="flex flex-col gap-3">
          {parents.map((parent) => (
            <li key={parent.id} className="flex flex-col gap-2 rounded-lg border border-border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{displayName(parent)}</span>
                <TodayBadge status={parent.today.status} />
              </div>
              <SendCheckInButton parentId={parent.id} name={displayName(parent)} />
            </li>
          ))}
        </ul>
        <Button variant="secondary" className="self-end" onClick={() => setSending(false)}>
          Close
        </Button>
      </Dialog>
    </nav>
  );
}
