import { CircleAlert, CircleCheck, Clock, Mail, Send } from 'lucide-react';
import type { ConsentStatus } from '@/shared/onboarding';

const badges: Record<ConsentStatus, { label: string; classes: string; Icon: typeof Clock }> = {
  pending: { label: 'Pending', classes: 'bg-muted text-fg', Icon: Clock },
  sent: { label: 'Sent', classes: 'bg-wait-bg text-wait', Icon: Send },
  verified: { label: 'Verified', classes: 'bg-ok-bg text-ok', Icon: CircleCheck },
  failed: { label: 'Failed', classes: 'bg-alert-bg text-alert', Icon: CircleAlert },
};

const badgeClasses =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap';

/** For someone told by e-mail only: they are never texted, so there is no consent to ask. */
export function NoTextsBadge() {
  return (
    <span className={`${badgeClasses} bg-muted text-fg`}>
      <Mail aria-hidden="true" className="size-4" />
      No texts
    </span>
  );
}

/** A consent's status in words and an icon, with colour only as a third signal. */
export function ConsentBadge({ status }: { status: ConsentStatus }) {
  const { label, classes, Icon } = badges[status] ?? badges.pending;
  return (
    <span className={`${badgeClasses} ${classes}`}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}
