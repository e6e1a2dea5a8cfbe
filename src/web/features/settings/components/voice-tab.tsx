import { useId, useState } from 'react';
import {
  followUpDelays,
  voiceResponses,
  type VoiceSettingsDto,
  type VoiceSettingsInput,
} from '@/shared/settings';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { Switch } from '@/web/components/ui/switch';
import { useSaveVoiceSettings, useVoiceSettings } from '../api/voice-settings';
import { delayLabel, followUpSummary, voiceResponseChoices } from './voice-copy';

type Draft = Required<VoiceSettingsInput>;

const choiceClasses =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border px-3 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-muted has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';

const sameSettings = (a: Draft, b: Draft) =>
  a.voiceEnabled === b.voiceEnabled &&
  a.voiceResponse === b.voiceResponse &&
  a.followUpDelayMinutes === b.followUpDelayMinutes;

/** Voice Response: whether an unanswered text is followed by a call, how to answer, and when. */
export function VoiceTab() {
  const settings = useVoiceSettings();
  if (settings.isError)
    return (
      <Notice tone="error">
        <p>Could not load the voice settings: {settings.error.message}</p>
        <Button variant="secondary" className="self-start" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  if (!settings.data)
    return (
      <p role="status" className="flex items-center gap-2 text-muted-fg">
        <Spinner className="size-5" /> Loading the voice settings…
      </p>
    );
  return <VoiceSettingsForm saved={settings.data} />;
}

function VoiceSettingsForm({ saved }: { saved: VoiceSettingsDto }) {
  const save = useSaveVoiceSettings();
  // The owner's unsaved choices; null when the form shows what is saved.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const switchLabelId = useId();
  const current: Draft = draft ?? {
    voiceEnabled: saved.voiceEnabled,
    voiceResponse: saved.voiceResponse,
    followUpDelayMinutes: saved.followUpDelayMinutes,
  };
  const dirty = draft !== null && !sameSettings(draft, saved);

  const change = (patch: Partial<Draft>) => {
    setJustSaved(false);
    save.reset();
    setDraft({ ...current, ...patch });
  };

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 className="text-2xl font-semibold">Voice Response</h2>
        <p className="text-muted-fg">
          When a parent does not reply to the daily text, a follow-up call gives them another way to
          tell you they are OK.
        </p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-6 rounded-xl border border-border bg-card p-4 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!dirty) return;
          save.mutate(current, {
            onSuccess: () => {
              setDraft(null);
              setJustSaved(true);
            },
          });
        }}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col gap-1">
            <span id={switchLabelId} className="font-medium">
              Follow-up call
            </span>
            <span className="text-sm text-muted-fg">
              {current.voiceEnabled
                ? 'On: we call when the text goes unanswered.'
                : 'Off: no call; the family is alerted instead.'}
            </span>
          </div>
          <Switch
            aria-labelledby={switchLabelId}
            checked={current.voiceEnabled}
            onCheckedChange={(voiceEnabled) => change({ voiceEnabled })}
          />
        </div>

        <fieldset className="flex min-w-0 flex-col gap-2" disabled={!current.voiceEnabled}>
          <legend className="mb-2 font-medium">How they can answer the call</legend>
          {voiceResponses.map((response) => (
            <label key={response} className={choiceClasses}>
              <input
                type="radio"
                name="voiceResponse"
                value={response}
                checked={current.voiceResponse === response}
                onChange={() => change({ voiceResponse: response })}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="flex flex-col">
                <span className="font-medium">
                  {voiceResponseChoices[response].label}
                  {response === 'both' && (
                    <span className="font-normal text-muted-fg"> (recommended)</span>
                  )}
                </span>
                <span className="text-sm text-muted-fg">
                  {voiceResponseChoices[response].detail}
                </span>
              </span>
            </label>
          ))}
        </fieldset>

        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 font-medium">Wait for a reply before following up</legend>
          <div className="flex flex-wrap gap-2">
            {followUpDelays.map((minutes) => (
              <label key={minutes} className={`${choiceClasses} items-center`}>
                <input
                  type="radio"
                  name="followUpDelayMinutes"
                  value={minutes}
                  checked={current.followUpDelayMinutes === minutes}
                  onChange={() => change({ followUpDelayMinutes: minutes })}
                  className="size-4 shrink-0 accent-primary"
                />
                {delayLabel(minutes)}
              </label>
            ))}
          </div>
          <p className="text-sm text-muted-fg">Counted from when the text reaches their phone.</p>
        </fieldset>

        <p className="rounded-lg bg-muted p-3">{followUpSummary(current)}</p>

        {save.isError && (
          <Notice tone="error">
            <p>Could not save: {save.error.message}</p>
            <p>Your choices are still here; please try again.</p>
          </Notice>
        )}
        {justSaved && <Notice tone="success">Voice settings saved.</Notice>}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          <Button type="submit" busy={save.isPending} disabled={!dirty}>
            Save changes
          </Button>
          {dirty && (
            <Button
              variant="secondary"
              disabled={save.isPending}
              onClick={() => {
                setDraft(null);
                save.reset();
              }}
            >
              Undo changes
            </Button>
          )}
          <p className="text-sm text-muted-fg sm:ml-2">
            {dirty
              ? 'You have unsaved changes.'
              : saved.updatedAt
                ? `Saved ${new Date(saved.updatedAt).toLocaleString()}.`
                : 'Using the defaults.'}
          </p>
        </div>
      </form>
    </div>
  );
}
