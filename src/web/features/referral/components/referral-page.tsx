import { Check, Copy, Gift, Mail, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COPIED_MS } from '@/shared/referral';
import { product } from '@/shared/product';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { PageLoading } from '@/web/components/ui/spinner';
import { useReferral } from '../api/referral-api';
import { InviteForm } from './invite-form';

const steps = [
  { Icon: Mail, text: 'Share your link or send an invitation by email.' },
  { Icon: UserPlus, text: 'Your friend signs up through it and starts their free trial.' },
  { Icon: Gift, text: 'When their first paid month begins, you both get a month free.' },
];

/** /referral: the account's link and code, invitations, and the real counters. */
export function ReferralPage() {
  const referral = useReferral();
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (referral.isPending) return <PageLoading />;
  if (referral.isError)
    return (
      <main className="mx-auto max-w-xl p-6">
        <Notice tone="error">
          <p>{referral.error.message}</p>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => void referral.refetch()}
          >
            Retry
          </button>
        </Notice>
      </main>
    );
  const { code, link, stats } = referral.data;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyFailed(false);
      setCopied(true);
    } catch {
      setCopyFailed(true);
    }
  };

  const counters = [
    ['Pending Invites', stats.pendingInvites],
    ['Successful Referrals', stats.successfulReferrals],
    ['Free Months Earned', stats.freeMonthsEarned],
  ] as const;

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Share {product.name}, and you both get a free month</h1>
        <p className="text-lg text-muted-fg">
          Know someone looking after an aging parent? Invite them, and when their subscription
          starts you each get one month free.
        </p>
      </div>
      <section aria-labelledby="how-referral-works" className="flex flex-col gap-3">
        <h2 id="how-referral-works" className="text-xl font-semibold">
          How it works
        </h2>
        <ol className="grid gap-3 sm:grid-cols-3">
          {steps.map(({ Icon, text }, index) => (
            <li key={text} className="flex gap-3 rounded-xl border border-border bg-card p-4">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
              <span>
                <span className="sr-only">Step {index + 1}: </span>
                {text}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="your-link"
          className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5"
        >
          <h2 id="your-link" className="text-xl font-semibold">
            Your referral link
          </h2>
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor="referral-link" className="sr-only">
              Your referral link
            </label>
            <input
              id="referral-link"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-border bg-muted px-3 py-2 text-base text-fg"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? (
                <Check aria-hidden="true" className="size-4 text-ok" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          </div>
          <p aria-live="polite" className="sr-only">
            {copied ? 'Link copied' : ''}
          </p>
          {copyFailed && (
            <Notice tone="error">Copying is not allowed here; select the link and copy it.</Notice>
          )}
          <p>
            <span className="text-muted-fg">Your referral code:</span>{' '}
            <span className="font-mono text-lg font-semibold tracking-wider">{code}</span>
          </p>
        </section>
        <section
          aria-labelledby="invite-heading"
          className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5"
        >
          <h2 id="invite-heading" className="text-xl font-semibold">
            Invite by email
          </h2>
          <InviteForm />
        </section>
      </div>
      <section aria-labelledby="referral-stats" className="flex flex-col gap-3">
        <h2 id="referral-stats" className="text-xl font-semibold">
          Your referrals
        </h2>
        <dl className="grid grid-cols-3 gap-3">
          {counters.map(([label, value]) => (
            <div
              key={label}
              className="flex flex-col-reverse gap-1 rounded-xl border border-border bg-card p-4 text-center"
            >
              <dt className="text-sm text-muted-fg">{label}</dt>
              <dd className="text-3xl font-bold" data-testid={label}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  );
}
