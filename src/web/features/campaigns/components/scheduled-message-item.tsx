import { Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  CAMPAIGN_LINE_MAX,
  scheduledMessageEditSchema,
  type ScheduledMessageDto,
} from '@/shared/campaigns';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { TextAreaField } from '@/web/components/ui/text-area-field';
import { ApiError } from '@/web/lib/api-client';
import { useEditScheduledMessage } from '../api/campaigns';
import { formatDay, formatMoment } from './campaign-dates';
import { StatusBadge } from './status-badge';

function statusNote(message: ScheduledMessageDto) {
  if (message.status === 'sent' && message.sentAt) return `Sent ${formatMoment(message.sentAt)}`;
  if (message.status === 'locked')
    return message.sendsAt && new Date(message.sendsAt).getTime() <= Date.now()
      ? 'Locked: this day’s check-in time has passed.'
      : 'Locked: it goes out in less than 15 minutes.';
  if (message.sendsAt) return `First check-in ${formatMoment(message.sendsAt)} (your time)`;
  return 'No parent has check-ins turned on yet.';
}

/** One day of a campaign; a scheduled one can be edited in place. */
export function ScheduledMessageItem({
  campaignId,
  message,
}: {
  campaignId: string;
  message: ScheduledMessageDto;
}) {
  const edit = useEditScheduledMessage(campaignId);
  const [draft, setDraft] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = scheduledMessageEditSchema.safeParse({ content: draft });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await edit.mutateAsync({ id: message.id, content: parsed.data.content });
      setDraft(undefined);
      setProblem(undefined);
      setSaved(true);
    } catch (error) {
      // The typed text stays in the box, so nothing is lost when the day has just locked.
      setProblem(
        error instanceof ApiError && error.status !== 0 && error.status < 500
          ? error.message
          : 'Could not save the message. Please try again.',
      );
    }
  };

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">
          Day {message.day} · {formatDay(message.sendDate)}
        </h3>
        <StatusBadge status={message.status} />
        {message.includeFunFact && (
          <span className="inline-flex items-center gap-1 text-sm text-muted-fg">
            <Sparkles aria-hidden="true" className="size-4" />
            With a fun fact
          </span>
        )}
      </div>
      {draft === undefined ? (
        <>
          <p className="break-words whitespace-pre-wrap">{message.content}</p>
          <p className="text-sm text-muted-fg">{statusNote(message)}</p>
          {saved && <Notice tone="success">Message saved.</Notice>}
          {problem && <Notice tone="error">{problem}</Notice>}
          {message.status === 'scheduled' && (
            <div>
              <Button
                variant="secondary"
                aria-label={`Edit day ${message.day}`}
                onClick={() => {
                  setDraft(message.content);
                  setProblem(undefined);
                  setSaved(false);
                }}
              >
                Edit
              </Button>
            </div>
          )}
        </>
      ) : (
        <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-3">
          <TextAreaField
            label={`Message for day ${message.day}`}
            rows={3}
            maxLength={CAMPAIGN_LINE_MAX}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            hint={`${draft.length}/${CAMPAIGN_LINE_MAX} characters`}
          />
          {problem && <Notice tone="error">{problem}</Notice>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button
              variant="secondary"
              disabled={edit.isPending}
              onClick={() => {
                setDraft(undefined);
                setProblem(undefined);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" busy={edit.isPending}>
              Save message
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
