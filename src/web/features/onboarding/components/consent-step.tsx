import { ExternalLink, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { onboardingCopy } from '@/shared/onboarding-copy';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { useConsents } from '../api/consents';
import { usePublicConfig } from '@/web/lib/api/public-config-query';
import { errorMessage } from '@/web/lib/error-message';
import { useSendConsent } from '../api/consents';
import { wait, wizardTimings } from '../lib/timings';
import { ConsentRow } from './consent-row';
import { StepActions } from './step-actions';
import { StepLoading } from './step-loading';
import { useWizard } from './wizard-context';

/**
 * Step 3a: everyone agrees to texts by replying Y. The list re-reads itself while a request
 * waits, so Verified appears without a reload.
 */
export function ConsentStep() {
  const wizard = useWizard();
  const consents = useConsents();
  const config = usePublicConfig();
  const send = useSendConsent();
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [bulk, setBulk] = useState<{ done: number; total: number }>();
  const [moveError, setMoveError] = useState<string>();
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);

  if (!consents.data)
    return consents.isError ? (
      <StepLoading error={consents.error} onRetry={() => void consents.refetch()} />
    ) : (
      <StepLoading />
    );

  const sendOne = async (id: string) => {
    setSending((ids) => new Set(ids).add(id));
    setErrors(({ [id]: _cleared, ...rest }) => rest);
    try {
      await send.mutateAsync(id);
    } catch (error) {
      setErrors((shown) => ({ ...shown, [id]: errorMessage(error) }));
    } finally {
      setSending((ids) => new Set([...ids].filter((other) => other !== id)));
    }
  };

  // The parents and family members; the owner's own cell is optional and listed apart.
  const people = consents.data.filter((consent) => consent.subjectType !== 'owner');
  const owner = consents.data.find((consent) => consent.subjectType === 'owner');
  // Those not asked yet, or whose request failed; a request still waiting (for a Y, or for
  // the person's morning) is not repeated. Someone told by e-mail only is never texted.
  const unasked = people.filter(
    (consent) =>
      consent.textsWanted &&
      !consent.waitsUntil &&
      (consent.status === 'pending' || consent.status === 'failed'),
  );
  const sendToAll = async () => {
    const queue = unasked.map((consent) => consent.id);
    setBulk({ done: 0, total: queue.length });
    for (const [index, id] of queue.entries()) {
      if (left.current) return;
      if (index > 0) await wait(wizardTimings.bulkGapMs);
      await sendOne(id);
      await wait(wizardTimings.bulkPauseAfterSendMs);
      setBulk({ done: index + 1, total: queue.length });
    }
    setBulk(undefined);
  };

  const allVerified = people.every(
    (consent) => consent.status === 'verified' || !consent.textsWanted,
  );
  const moveOn = (quietly: boolean) => {
    setMoveError(undefined);
    wizard.finish({ quietly }).catch((error: Error) => setMoveError(error.message));
  };

  return (
    <div className="flex flex-col gap-6">
      <Notice>
        <p>{onboardingCopy.consentWording}</p>
        <p>{onboardingCopy.consentVoiceNote}</p>
        {config.data?.devTools && (
          <p>
            Running locally, the texts go to the phone simulator, where you can reply Y as each
            person.{' '}
            <Link
              to="/dev/phone"
              target="_blank"
              className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
            >
              {onboardingCopy.phoneSimulator}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </Link>
          </p>
        )}
      </Notice>
      {people.length === 0 ? (
        <p className="text-muted-fg">There is nobody to ask yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Consent for each person">
          {people.map((consent) => (
            <ConsentRow
              key={consent.id}
              consent={consent}
              sending={sending.has(consent.id)}
              error={errors[consent.id]}
              disabled={Boolean(bulk) || wizard.locked}
              onSend={() => void sendOne(consent.id)}
            />
          ))}
        </ul>
      )}
      {owner && (
        <section aria-labelledby="owner-texts" className="flex flex-col gap-3">
          <h3 id="owner-texts" className="text-lg font-semibold">
            {onboardingCopy.ownerTextsHeading}
          </h3>
          <p className="text-muted-fg">{onboardingCopy.ownerTextsNote}</p>
          <ul className="flex flex-col gap-3" aria-label="Texts to you">
            <ConsentRow
              consent={owner}
              sending={sending.has(owner.id)}
              error={errors[owner.id]}
              disabled={Boolean(bulk) || wizard.locked}
              onSend={() => void sendOne(owner.id)}
            />
          </ul>
        </section>
      )}
      {consents.isRefetchError && (
        <p className="text-sm text-muted-fg">
          Could not refresh the statuses just now; trying again.
        </p>
      )}
      <div className="flex flex-col items-start gap-2">
        <Button
          variant="secondary"
          busy={Boolean(bulk)}
          disabled={unasked.length === 0 || wizard.locked}
          onClick={() => void sendToAll()}
        >
          <Send aria-hidden="true" className="size-4" />
          {onboardingCopy.sendToAll}
        </Button>
        {bulk && (
          <p role="status" className="text-muted-fg">
            Sent {bulk.done} of {bulk.total}…
          </p>
        )}
      </div>
      <StepActions
        error={moveError}
        onContinue={() => moveOn(false)}
        extra={
          !allVerified && (
            <Button
              variant="secondary"
              disabled={wizard.locked || wizard.saving}
              onClick={() => moveOn(true)}
            >
              {onboardingCopy.skipForNow}
            </Button>
          )
        }
      />
    </div>
  );
}
