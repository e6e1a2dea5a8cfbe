import { CircleAlert, Hand, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { emergencyAdvice, type AlertView } from '@/shared/alerts';
import { product } from '@/shared/product';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { WeekStrip } from '@/web/components/week-strip';
import { TextAreaField } from '@/web/components/ui/text-area-field';
import { useAlert, useTakeInHand } from '../api/alert';
import { NextSteps } from './next-steps';
import { clockOf } from '@/web/lib/time-of';

// In her zone, as the family's texts give it, named when the reader's clock reads otherwise
// (the one rule for times on the screens, src/web/lib/time-of.ts).
const timeIn = clockOf;

/**
 * /alert/:token, opened from an alert's text or e-mail without an account (docs/product.md §2.10):
 * the parent's check-in today, her words, what to do now (§2.15), who is on it, and the buttons
 * to say so.
 */
export function AlertPage() {
  const { token = '' } = useParams();
  const alert = useAlert(token);
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Alert · ${product.name}`}</title>
      <PageHeader showBackToHome={false} />
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-5 px-4 py-8 sm:px-6">
        {alert.isPending && (
          <p role="status" className="flex items-center gap-3">
            <Spinner /> Opening the alert…
          </p>
        )}
        {alert.isError && (
          <>
            <h1 className="text-3xl font-bold">This link cannot be opened</h1>
            <Notice tone="error">{alert.error.message}</Notice>
          </>
        )}
        {alert.data && <AlertDetails token={token} alert={alert.data} />}
      </main>
    </div>
  );
}

function AlertDetails({ token, alert }: { token: string; alert: AlertView }) {
  const act = useTakeInHand(token);
  const [note, setNote] = useState('');
  const zone = alert.parent.timezone;
  const first = alert.parent.firstName;
  return (
    <>
      <h1 className="text-3xl font-bold">
        {alert.open ? `${first} may need you` : `${first}'s check-in today`}
      </h1>
      <section
        aria-labelledby="today"
        className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5"
      >
        <h2 id="today" className="flex items-center gap-2 text-xl font-semibold">
          {alert.open && <CircleAlert aria-hidden="true" className="size-5 text-alert" />}
          {alert.day.statusLabel}
        </h2>
        <p>{alert.day.summary}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-muted-fg">
          {alert.day.sentAt && (
            <>
              <dt>Text sent</dt>
              <dd>{timeIn(alert.day.sentAt, zone)}</dd>
            </>
          )}
          {alert.day.respondedAt && (
            <>
              <dt>Replied</dt>
              <dd>{timeIn(alert.day.respondedAt, zone)}</dd>
            </>
          )}
          {alert.day.alertedAt && (
            <>
              <dt>Family alerted</dt>
              <dd>{timeIn(alert.day.alertedAt, zone)}</dd>
            </>
          )}
        </dl>
        {alert.day.words && (
          <figure className="flex flex-col gap-1">
            <figcaption className="text-sm text-muted-fg">
              {alert.day.wordsBy === 'call' ? `${first} said on the call:` : `${first} wrote:`}
            </figcaption>
            <blockquote className="rounded-lg border-l-4 border-primary bg-muted px-4 py-2 text-lg">
              {alert.day.words}
            </blockquote>
          </figure>
        )}
      </section>
      {alert.parent.phone && (
        <NextSteps firstName={first} phone={alert.parent.phone} nearby={alert.parent.nearby} />
      )}
      {alert.claimedBy && (
        <Notice tone="success">
          {alert.you.onIt
            ? `You are on it (since ${timeIn(alert.claimedBy.at, zone)}). The others know.`
            : `${alert.claimedBy.name} is on it (${timeIn(alert.claimedBy.at, zone)}).`}
        </Notice>
      )}
      {alert.resolvedBy && (
        <Notice tone="success">
          {alert.resolvedBy.name} says {first} is OK ({timeIn(alert.resolvedBy.at, zone)})
          {alert.resolvedBy.note ? `: “${alert.resolvedBy.note}”` : '.'}
        </Notice>
      )}
      {act.isError && <Notice tone="error">{act.error.message}</Notice>}
      {alert.open && !alert.claimedBy && (
        <Button busy={act.isPending} onClick={() => act.mutate({ type: 'claim' })}>
          <Hand aria-hidden="true" className="size-5" />
          I'm on it
        </Button>
      )}
      {alert.open && (
        <form
          className="flex flex-col gap-3 rounded-xl border border-border p-5"
          onSubmit={(event) => {
            event.preventDefault();
            act.mutate({ type: 'resolve', note });
          }}
        >
          <h2 className="text-lg font-semibold">Spoke to {first}?</h2>
          <TextAreaField
            label="A short note for the others (optional)"
            value={note}
            maxLength={300}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button type="submit" variant="secondary" className="self-start" busy={act.isPending}>
            <UserCheck aria-hidden="true" className="size-5" />
            {first} is OK
          </Button>
        </form>
      )}
      {/* How the days before went: whether today is unlike her, at a glance. */}
      <section
        aria-labelledby="week"
        className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5"
      >
        <h2 id="week" className="text-lg font-semibold">
          {first}'s week
        </h2>
        <WeekStrip name={first} days={alert.week} />
      </section>
      <p className="text-sm text-muted-fg">
        This page is for {alert.you.name} only; its link works until{' '}
        {new Intl.DateTimeFormat('en-US', {
          weekday: 'short',
          hour: 'numeric',
          minute: '2-digit',
          timeZone: zone,
          timeZoneName: 'short',
        }).format(new Date(alert.expiresAt))}
        {/* An open alert's steps already end with 911. */}
        {alert.parent.phone ? '.' : `. ${emergencyAdvice}`}
      </p>
    </>
  );
}
