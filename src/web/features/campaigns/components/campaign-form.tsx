import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  addDays,
  CAMPAIGN_LINE_MAX,
  CAMPAIGN_MAX_DAYS,
  campaignLengthChoices,
  campaignMessages,
  createCampaignSchema,
  funFactDay,
  type CampaignDto,
} from '@/shared/campaigns';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { TextAreaField } from '@/web/components/ui/text-area-field';
import { TextField } from '@/web/components/ui/text-field';
import { ApiError } from '@/web/lib/api-client';
import { useCreateCampaign } from '../api/campaigns';
import { formatDateRange, formatDay } from './campaign-dates';

export interface CampaignDraft {
  name: string;
  description: string;
  startDate: string;
  lines: string[];
}

export const emptyDraft = (): CampaignDraft => ({
  name: '',
  description: '',
  startDate: '',
  lines: Array.from({ length: campaignLengthChoices[0] }, () => ''),
});

/** Resizes to `days` lines, never dropping a line that has text in it. */
function resize(lines: string[], days: number) {
  if (lines.length <= days)
    return [...lines, ...Array.from({ length: days - lines.length }, () => '')];
  const lastTyped = lines.findLastIndex((line) => line.trim() !== '');
  return lines.slice(0, Math.max(days, lastTyped + 1));
}

/**
 * The new-campaign form. The draft lives with the caller, so closing the dialog or a failed
 * save never loses what was typed.
 */
export function CampaignForm({
  draft,
  onDraftChange,
  today,
  latestStart,
  onCreated,
  onCancel,
}: {
  draft: CampaignDraft;
  onDraftChange: (draft: CampaignDraft) => void;
  today: string;
  latestStart: string;
  onCreated: (campaign: CampaignDto) => void;
  onCancel: () => void;
}) {
  const create = useCreateCampaign();
  const [problem, setProblem] = useState<string>();
  const [lengthNote, setLengthNote] = useState<string>();
  const set = (changes: Partial<CampaignDraft>) => onDraftChange({ ...draft, ...changes });

  const filled = draft.lines.filter((line) => line.trim() !== '').length;
  const blank = draft.lines.length - filled;
  const startOk = draft.startDate >= today && draft.startDate <= latestStart;

  const chooseLength = (days: number) => {
    const lines = resize(draft.lines, days);
    set({ lines });
    setLengthNote(
      lines.length > days
        ? `Kept ${lines.length} days because the later ones have text. Remove them one by one if you need to.`
        : undefined,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createCampaignSchema.safeParse({
      name: draft.name,
      description: draft.description,
      startDate: draft.startDate,
      messages: draft.lines,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? campaignMessages.required);
      return;
    }
    if (!startOk) {
      setProblem(campaignMessages.startDateWindow);
      return;
    }
    setProblem(undefined);
    try {
      onCreated(await create.mutateAsync(parsed.data));
    } catch (error) {
      // The server's own rule, when it named one; otherwise the spec's failure message.
      setProblem(
        error instanceof ApiError && error.code === 'validation_failed'
          ? error.message
          : campaignMessages.createFailed,
      );
    }
  };

  const missing = problem === campaignMessages.required;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <TextField
        label="Campaign name"
        required
        maxLength={100}
        value={draft.name}
        onChange={(event) => set({ name: event.target.value })}
        error={missing && !draft.name.trim() ? campaignMessages.required : undefined}
      />
      <TextAreaField
        label="Description (optional)"
        rows={2}
        maxLength={500}
        value={draft.description}
        onChange={(event) => set({ description: event.target.value })}
      />
      <TextField
        label="Start date"
        type="date"
        required
        min={today}
        max={latestStart}
        value={draft.startDate}
        onChange={(event) => set({ startDate: event.target.value })}
        hint={
          draft.startDate === today
            ? "From today up to 30 days ahead. If today's check-ins have already gone out, day 1's message will not be used."
            : `From today up to 30 days ahead (by ${formatDay(latestStart)}).`
        }
        error={
          missing && !draft.startDate
            ? campaignMessages.required
            : draft.startDate && !startOk
              ? campaignMessages.startDateWindow
              : undefined
        }
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium">Messages, one per day</legend>
        <p className="text-sm text-muted-fg">
          Each line opens that day&apos;s check-in text for every parent, at their usual time. A fun
          fact is added every third day. Blank lines are skipped and the days after them move up.
        </p>
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Length">
          {campaignLengthChoices.map((days) => (
            <Button
              key={days}
              variant="secondary"
              aria-pressed={draft.lines.length === days}
              onClick={() => chooseLength(days)}
              className={draft.lines.length === days ? 'border-primary ring-1 ring-primary' : ''}
            >
              {days} days
            </Button>
          ))}
        </div>
        {lengthNote && <p className="text-sm text-muted-fg">{lengthNote}</p>}
        <ol className="flex flex-col gap-3">
          {draft.lines.map((line, index) => (
            <li key={index} className="flex items-start gap-2">
              <TextField
                className="min-w-0 flex-1"
                label={`Day ${index + 1}`}
                maxLength={CAMPAIGN_LINE_MAX}
                value={line}
                onChange={(event) =>
                  set({
                    lines: draft.lines.map((old, at) => (at === index ? event.target.value : old)),
                  })
                }
                hint={
                  draft.startDate
                    ? `${formatDay(addDays(draft.startDate, index))}${funFactDay(index + 1) ? ' · with a fun fact' : ''}`
                    : funFactDay(index + 1)
                      ? 'With a fun fact'
                      : undefined
                }
                error={line.length > CAMPAIGN_LINE_MAX ? campaignMessages.lineTooLong : undefined}
              />
              <button
                type="button"
                aria-label={`Remove day ${index + 1}`}
                disabled={draft.lines.length <= 1}
                onClick={() => set({ lines: draft.lines.filter((_, at) => at !== index) })}
                className="mt-8 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted-fg hover:bg-muted hover:text-fg disabled:opacity-40"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            disabled={draft.lines.length >= CAMPAIGN_MAX_DAYS}
            onClick={() => set({ lines: [...draft.lines, ''] })}
          >
            <Plus aria-hidden="true" className="size-5" />
            Add a day
          </Button>
        </div>
      </fieldset>

      <p role="status" className="rounded-lg bg-muted p-3">
        <span className="font-medium">
          {filled} {filled === 1 ? 'day' : 'days'}
        </span>
        {draft.startDate && filled > 0 && (
          <> · {formatDateRange(draft.startDate, addDays(draft.startDate, filled - 1))}</>
        )}
        {blank > 0 && filled > 0 && (
          <span className="text-muted-fg">
            {' '}
            · {blank} blank {blank === 1 ? 'line' : 'lines'} skipped
          </span>
        )}
      </p>

      {/* Beside the buttons: the form is long, and this is where the owner is looking. */}
      {problem && <Notice tone="error">{problem}</Notice>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending}>
          Create Campaign
        </Button>
      </div>
    </form>
  );
}
