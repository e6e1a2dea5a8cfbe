import { CreditCard, Power, RotateCw, Send, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { consentWaitNote } from '@/shared/consent-timing';
import type { OverviewParent } from '@/shared/dashboard';
import {
  isProtected,
  notProtectedAction,
  notProtectedFix,
  notProtectedWhy,
  type NotProtectedReason,
  type ProtectionSubject,
} from '@/shared/protection';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { useAskParentConsent, useTurnCheckInOn } from '../api/protection-fixes';
import { Badge } from '@/web/components/status-badge';

/** Waiting on the parent (her Y, her morning) is amber; anything the owner must do is red. */
const waitingOnHer: readonly NotProtectedReason[] = ['consent_waiting', 'consent_unanswered'];

const subjectOf = (parent: OverviewParent): ProtectionSubject => ({
  name: parent.firstName,
  checkInBy: parent.checkInBy,
  consentWaitsUntil: parent.protection.consentWaitsUntil,
});

/** "Active" only when every check-in goes out; otherwise "Not protected" (docs/product.md §2.12). */
export function ProtectionBadge({ parent }: { parent: OverviewParent }) {
  if (isProtected(parent.protection))
    return (
      <Badge tone="ok" Icon={ShieldCheck}>
        Active
      </Badge>
    );
  const waiting = parent.protection.reasons.every((reason) => waitingOnHer.includes(reason));
  return (
    <Badge tone={waiting ? 'wait' : 'alert'} Icon={ShieldAlert}>
      Not protected
    </Badge>
  );
}

/**
 * Why a parent is not protected and the one thing that fixes each reason, on her card; and
 * what the last fix did, read out, which stays once she is protected.
 */
export function ProtectionNotice({ parent }: { parent: OverviewParent }) {
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string }>();
  const ask = useAskParentConsent();
  const turnOn = useTurnCheckInOn();
  const who = subjectOf(parent);
  const { reasons } = parent.protection;
  const waiting = reasons.every((reason) => waitingOnHer.includes(reason));
  const failed = (error: Error) => setResult({ tone: 'error', text: error.message });

  const askConsent = () => {
    setResult(undefined);
    ask.mutate(parent.id, {
      onSuccess: (sent) =>
        setResult({
          tone: 'ok',
          text: sent.waitsUntil
            ? consentWaitNote(sent.waitsUntil, sent.channel, 'parent')
            : sent.channel === 'voice'
              ? `Calling ${who.name} now; pressing 1 on the call agrees.`
              : `Sent. ${who.name} agrees by replying Y.`,
        }),
      onError: failed,
    });
  };
  const scheduleOn = () => {
    setResult(undefined);
    turnOn.mutate(parent, {
      onSuccess: () => setResult({ tone: 'ok', text: 'The daily check-in is on again.' }),
      onError: failed,
    });
  };

  const fixOf = (reason: NotProtectedReason) => {
    const action = notProtectedAction(reason, who);
    switch (action.kind) {
      case 'send_consent':
        return (
          <Button
            variant="primary"
            className="self-start"
            busy={ask.isPending}
            onClick={askConsent}
          >
            {reason === 'consent_not_asked' ? (
              <Send aria-hidden="true" className="size-4" />
            ) : (
              <RotateCw aria-hidden="true" className="size-4" />
            )}
            {action.label}
          </Button>
        );
      case 'turn_schedule_on':
        return (
          <Button
            variant="primary"
            className="self-start"
            busy={turnOn.isPending}
            onClick={scheduleOn}
          >
            <Power aria-hidden="true" className="size-4" />
            {action.label}
          </Button>
        );
      case 'subscription':
        return (
          <Link to="/subscription" className={buttonClasses('primary', 'self-start')}>
            <CreditCard aria-hidden="true" className="size-4" />
            {action.label}
          </Link>
        );
      case 'none':
        return <p>{notProtectedFix(reason, who)}</p>;
    }
  };

  return (
    <>
      {reasons.length > 0 && (
        <div
          role="group"
          aria-label={`Why ${who.name} is not protected`}
          className={`flex flex-col gap-3 rounded-lg border p-3 ${
            waiting ? 'border-wait/40 bg-wait-bg' : 'border-alert/40 bg-alert-bg'
          }`}
        >
          {reasons.map((reason) => (
            <div key={reason} className="flex flex-col gap-2">
              <p>
                <span className="font-semibold">Not protected:</span> {notProtectedWhy(reason, who)}
                .
              </p>
              {fixOf(reason)}
            </div>
          ))}
          <p className="text-sm text-muted-fg">
            No daily check-in goes out until this is fixed, so silence does not mean all is well.
          </p>
        </div>
      )}
      <p
        role="status"
        className={`text-sm empty:hidden ${result?.tone === 'error' ? 'font-medium text-alert' : 'text-muted-fg'}`}
      >
        {result?.text}
      </p>
    </>
  );
}
