import { CircleAlert, CircleCheck, Clock, Send } from 'lucide-react';
import type { ConsentStatus } from '../../../../shared/onboarding';

const badges: Record<ConsentStatus, { label: string; classes: string; Icon: typeof Clock }> = {
  pending: { label: 'Pending', classes: 'bg-muted text-fg', Icon: Clock },
  sent: { label: 'Sent', classes: 'bg-wait-bg text-wait', Icon: Send },
  verified: { label: 'Verified', classes: 'bg-ok-bg text-ok', Icon: CircleCheck },
  failed: { label: 'Failed', classes: 'bg-alert-bg text-alert', Icon: CircleAlert },
};

/** A consent's status in words and an icon, with colour only as a third signal. */
export function ConsentBadge({ status }: { status: ConsentStatus }) {
  const { label, classes, Icon } = badges[status] ?? badges.pending;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${classes}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}
