import { Plus } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { campaignMessages, type CampaignDto } from '@/shared/campaigns';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog, Dialog } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { useCampaigns, useDeleteCampaign } from '../api/campaigns';
import { CampaignCard } from './campaign-card';
import { CampaignForm, emptyDraft, type CampaignDraft } from './campaign-form';
import { CampaignMessagesDialog } from './campaign-messages-dialog';

/** The campaigns tab: runs of daily check-in openings, with their scheduled messages. */
export function CampaignsTab() {
  const campaigns = useCampaigns();
  const remove = useDeleteCampaign();
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState<CampaignDraft>(emptyDraft);
  const [viewing, setViewing] = useState<CampaignDto>();
  const [deleting, setDeleting] = useState<CampaignDto>();
  const [done, setDone] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const anyOpen = creating || !!viewing || !!deleting;

  // The dialogs unmount when they close, which leaves focus nowhere: once none is open (focus
  // cannot leave a modal while it is), it goes back to the button that opened it, or to the
  // heading when that button went with a deleted campaign.
  useLayoutEffect(() => {
    if (anyOpen || !opener.current) return;
    const target = opener.current.isConnected ? opener.current : headingRef.current;
    opener.current = null;
    target?.focus();
  }, [anyOpen]);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };

  const startCreating = () => {
    rememberOpener();
    setDone(undefined);
    setCreating(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDone(`"${deleting.name}" was deleted.`);
      setDeleting(undefined);
    } catch {
      // The dialog shows the failure and stays open to try again.
    }
  };

  const list = campaigns.data?.campaigns;
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
            Campaigns
          </h2>
          <p className="max-w-prose text-muted-fg">
            A campaign sets the words of each day&apos;s check-in for a week or more, for every
            parent at their usual time.
          </p>
        </div>
        {campaigns.data && (
          <Button onClick={startCreating} className="shrink-0">
            <Plus aria-hidden="true" className="size-5" />
            New Campaign
          </Button>
        )}
      </div>

      {done && <Notice tone="success">{done}</Notice>}

      {campaigns.isPending && (
        <div role="status" className="flex items-center gap-2 text-muted-fg">
          <Spinner className="size-5" />
          Loading campaigns…
        </div>
      )}
      {campaigns.isError && (
        <Notice tone="error">
          Could not load your campaigns.
          <div>
            <Button variant="secondary" onClick={() => void campaigns.refetch()}>
              Try again
            </Button>
          </div>
        </Notice>
      )}
      {list && list.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-6">
          <h3 className="text-lg font-semibold">No campaigns yet</h3>
          <p className="text-muted-fg">
            Plan a week of cheerful good-mornings, or three weeks of memories, one line per day.
            Start with New Campaign.
          </p>
        </div>
      )}
      {list && list.length > 0 && (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Your campaigns">
          {list.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard
                campaign={campaign}
                onView={() => {
                  rememberOpener();
                  setViewing(campaign);
                }}
                onDelete={() => {
                  rememberOpener();
                  remove.reset();
                  setDeleting(campaign);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {campaigns.data && (
        <Dialog
          open={creating}
          onClose={() => setCreating(false)}
          title="New Campaign"
          description="Name it, pick a start date, and write one message per day."
          size="lg"
        >
          <CampaignForm
            draft={draft}
            onDraftChange={setDraft}
            today={campaigns.data.today}
            latestStart={campaigns.data.latestStart}
            onCancel={() => setCreating(false)}
            onCreated={(campaign) => {
              setCreating(false);
              setDraft(emptyDraft());
              setDone(
                `"${campaign.name}" was created with ${campaign.messageCount} scheduled ${campaign.messageCount === 1 ? 'message' : 'messages'}.`,
              );
            }}
          />
        </Dialog>
      )}

      {viewing && (
        <CampaignMessagesDialog
          campaignId={viewing.id}
          name={viewing.name}
          onClose={() => setViewing(undefined)}
        />
      )}

      <ConfirmDialog
        open={!!deleting}
        title="Delete campaign?"
        message={deleting ? campaignMessages.deleteWarning(deleting.name) : ''}
        confirmLabel="Delete Campaign"
        busy={remove.isPending}
        error={remove.isError ? 'Failed to delete the campaign. Please try again.' : undefined}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  );
}
