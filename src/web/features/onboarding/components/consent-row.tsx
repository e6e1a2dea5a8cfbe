import { RotateCw, Send } from 'lucide-react';
import { consentWaitNote } from '@/shared/consent-timing';
import type { ConsentDto } from '@/shared/onboarding';
import { formatPhone } from '@/shared/phone';
import { Button } from '@/web/components/ui/button';
import { ConsentBadge, NoTextsBadge } from './consent-badge';

const typeLabels: Record<ConsentDto['subjectType'], string> = {
  parent: 'Parent',
  family_member: 'Family member',
  owner: 'You',
  backup_contact: 'Backup contact',
};

/** One person's consent: who, their number, the status, and Send or Re-send. */
export function ConsentRow({
  consent,
  sending,
  error,
  disabled,
  onSend,
}: {
  consent: ConsentDto;
  sending: boolean;
  error?: string;
  disabled: boolean;
  onSend: () => void;
}) {
  const resend = consent.status === 'sent' || consent.status === 'failed';
  // Told by e-mail only and not yet agreed: nothing to ask, and "Pending" would be untrue.
  const noTexts = !consent.textsWanted && consent.status !== 'verified';
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold">{consent.name}</span>
          <span className="text-sm text-muted-fg">{typeLabels[consent.subjectType]}</span>
        </p>
        <p className="text-muted-fg">{formatPhone(consent.phone)}</p>
        {noTexts && (
          <p className="text-sm text-muted-fg">
            Told by e-mail only, so no texts and no consent needed.
          </p>
        )}
        {consent.channel === 'voice' && consent.status !== 'verified' && (
          <p className="text-sm text-muted-fg">
            Checked on by call: we ask on a call, in their language.
          </p>
        )}
        {!noTexts && consent.waitsUntil && (
          // Asked for at night where they live: it goes in their morning (docs/product.md §3).
          <p className="text-sm font-medium text-fg">
            {consentWaitNote(consent.waitsUntil, consent.channel, consent.subjectType)}
          </p>
        )}
        {!noTexts && consent.status === 'sent' && (
          <p className="text-sm text-muted-fg">
            {consent.channel === 'voice'
              ? 'Waiting for them to press 1 on our call.'
              : 'Waiting for their Y reply.'}
          </p>
        )}
        {!noTexts && consent.status === 'failed' && consent.failedReason && (
          <p className="text-sm text-muted-fg">{consent.failedReason}</p>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-alert">
            {error}
          </p>
        )}
      </div>
      <div className="flex items-center gap-3 sm:justify-end">
        {noTexts ? <NoTextsBadge /> : <ConsentBadge status={consent.status} />}
        {consent.status !== 'verified' && !noTexts && (
          <Button
            variant="secondary"
            busy={sending}
            disabled={disabled}
            onClick={onSend}
            className="ml-auto sm:ml-0"
          >
            {resend ? (
              <RotateCw aria-hidden="true" className="size-4" />
            ) : (
              <Send aria-hidden="true" className="size-4" />
            )}
            {consent.channel === 'voice'
              ? resend
                ? 'Call again '
                : 'Call '
              : resend
                ? 'Re-send '
                : 'Send '}
            <span className="sr-only">to {consent.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
