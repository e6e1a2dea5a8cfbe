import { MessageSquareText, UserRound, UsersRound } from 'lucide-react';
import type { DashboardOverview } from '@/shared/dashboard';

/** Total Parents, Family Members and Messages Sent, as three cards. */
export function OverviewCounts({ counts }: { counts: DashboardOverview['counts'] }) {
  const cards = [
    { label: 'Total Parents', value: counts.parents, Icon: UserRound },
    { label: 'Family Members', value: counts.familyMembers, Icon: UsersRound },
    { label: 'Messages Sent', value: counts.messagesSent, Icon: MessageSquareText },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {cards.map(({ label, value, Icon }) => (
        <div
          key={label}
          className="flex flex-col gap-1 rounded-xl border border-border bg-card p-3 sm:p-5"
        >
          <dt className="flex items-center gap-2 text-sm text-muted-fg sm:text-base">
            <Icon aria-hidden="true" className="hidden size-5 text-primary sm:block" />
            {label}
          </dt>
          <dd className="text-2xl font-semibold sm:text-3xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
