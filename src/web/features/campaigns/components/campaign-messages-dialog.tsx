import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { useCampaign } from '../api/campaigns';
import { formatDateRange } from './campaign-dates';
import { ScheduledMessageItem } from './scheduled-message-item';

/** A campaign's days: what each says, when it goes out, and whether it can still change. */
export function CampaignMessagesDialog({
  campaignId,
  name,
  onClose,
}: {
  campaignId: string;
  name: string;
  onClose: () => void;
}) {
  const detail = useCampaign(campaignId);
  const campaign = detail.data?.campaign;
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={`${name}: scheduled messages`}
      description={
        <>
          {campaign && <>{formatDateRange(campaign.startDate, campaign.endDate)}. </>}
          Each message can be edited until 15 minutes before it is sent.
        </>
      }
    >
      {detail.isPending && (
        <div role="status" className="flex items-center gap-2 text-muted-fg">
          <Spinner className="size-5" />
          Loading messages…
        </div>
      )}
      {detail.isError && (
        <Notice tone="error">
          Could not load the messages.
          <div>
            <Button variant="secondary" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          </div>
        </Notice>
      )}
      {detail.data && (
        <ol className="flex flex-col gap-3" aria-label="Scheduled messages">
          {detail.data.messages.map((message) => (
            <ScheduledMessageItem key={message.id} campaignId={campaignId} message={message} />
          ))}
        </ol>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
