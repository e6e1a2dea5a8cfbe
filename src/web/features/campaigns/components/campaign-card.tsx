import { useId } from 'react';
import type { CampaignDto } from '@/shared/campaigns';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { useSetCampaignActive } from '../api/campaigns';
import { formatDateRange } from './campaign-dates';
import { StatusBadge } from './status-badge';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One campaign in the list: its dates and counts, and what the owner can do with it. */
export function CampaignCard({
  campaign,
  onView,
  onDelete,
}: {
  campaign: CampaignDto;
  onView: () => void;
  onDelete: () => void;
}) {
  const headingId = useId();
  const toggle = useSetCampaignActive();

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {campaign.name}
        </h3>
        <StatusBadge status={campaign.active ? 'active' : 'paused'} />
      </div>
      {campaign.description && <p className="text-muted-fg">{campaign.description}</p>}
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-sm text-muted-fg">Dates</dt>
        <dd>{formatDateRange(campaign.startDate, campaign.endDate)}</dd>
        <dt className="text-sm text-muted-fg">Messages</dt>
        <dd>
          {plural(campaign.messageCount, 'scheduled message', 'scheduled messages')}
          {campaign.sentCount > 0 && ` · ${campaign.sentCount} sent`}
        </dd>
      </dl>
      {toggle.isError && (
        <Notice tone="error">
          {campaign.active
            ? 'Could not pause the campaign. Please try again.'
            : 'Could not activate the campaign. Please try again.'}
        </Notice>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={onView}>
          View messages
        </Button>
        <Button
          variant="secondary"
          busy={toggle.isPending}
          onClick={() => toggle.mutate({ id: campaign.id, active: !campaign.active })}
        >
          {campaign.active ? 'Pause' : 'Activate'}
        </Button>
        <Button variant="secondary" className="text-alert sm:ml-auto" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </article>
  );
}
